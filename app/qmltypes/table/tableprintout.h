// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <vector>

#include "match.h"

class QPainter;
class QPagedPaintDevice;

/// The printed page of a game played off the score sheet (Poker Dice, Chicago, Lustige Sieben, Liar
/// Dice, and every game to come): the game, the date, the players, the rule options that differ from
/// the defaults, the result or the standing so far (marked provisional), who pays whom, and the game
/// round by round: what each player threw and did, and how each round ended.
///
/// Made from the match's record as the table knows it (Match::history and the observation of
/// kNoSeat), never from what a seat alone could see: an unfinished game with dice under a cup prints
/// none of them. The same page for `knobel print`, the window's Print and its Export PDF.
class TablePrintout
{
    Q_DECLARE_TR_FUNCTIONS(TablePrintout)

public:
    /// One line of the page and how it is set.
    struct Line
    {
        enum class Style {
            Title, ///< the game's name
            Subtitle, ///< the date
            Heading, ///< a section
            Text,
            Outcome, ///< how a round ended, or the winner: bold
            Note, ///< a remark: italic
        };
        Style style = Style::Text;
        QString text;
        bool startsBlock = false; ///< a little space above: a new round
    };
    /// The standing of one player, a row of the page's table.
    struct Row
    {
        QString place;
        QString name;
        QString chips; ///< "+12", "−3", "0"; empty where the game has no chips
        QString wins;
        QString penalties;
        QString round; ///< what the table sees of the player this (or the last) round
    };

    /// The page in the current language; the date is the day it is printed.
    explicit TablePrintout(const knobel::Match& match, const QDate& date = QDate::currentDate());

    const QString& title() const { return m_title; }
    bool isProvisional() const { return m_provisional; }
    /// Every line of the page in order, the table's rows as lines too ("1. Anna: +12 chips").
    QStringList lines() const;

    /// Paints the page, and more pages where the game is long, onto the device's pages; returns how
    /// many. The painter is active on the device.
    int paint(QPainter& painter, QPagedPaintDevice& device) const;
    /// Writes the page as a vector PDF (A4 or Letter, portrait); the problem goes into error.
    bool writePdf(const QString& fileName, QPageSize::PageSizeId pageSize, QString* error) const;

private:
    QString m_title;
    bool m_provisional = false;
    std::vector<Line> m_head; ///< date, players, options
    std::vector<Line> m_result; ///< the heading and the winner, above the table
    std::vector<Line> m_after; ///< below the table: payments, the state of play
    std::vector<Row> m_rows;
    bool m_hasChips = false, m_hasWins = false, m_hasPenalties = false, m_hasRound = false;
    std::vector<Line> m_rounds; ///< the game, round by round
};
