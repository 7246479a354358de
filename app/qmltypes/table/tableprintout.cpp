// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableprintout.h"

#include <QBuffer>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <functional>

#include "fairdicetext.h"
#include "messagetext.h"
#include "ruleoptionsmodel.h"
#include "safefile.h"
#include "sheetpainter.h"

using knobel::Action;
using knobel::kNoSeat;

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

QString signedChips(int chips)
{
    // A real minus sign, as the screen writes it.
    return chips > 0 ? QStringLiteral("+%1").arg(chips)
        : chips < 0  ? QStringLiteral("−%1").arg(-chips)
                     : QStringLiteral("0");
}

} // namespace

TablePrintout::TablePrintout(const knobel::Match& match, const QDate& date)
{
    using Style = Line::Style;
    const knobel::GameDef& game = match.def();
    const knobel::GameSetup& setup = match.setup();
    m_title = fromView(game.name());
    m_provisional = !match.isFinished();

    QStringList names;
    for (const auto& name : setup.players)
        names << QString::fromStdString(name);

    // The heading: the date, who played, under which rules.
    m_head.push_back({Style::Subtitle, QLocale().toString(date, QLocale::LongFormat)});
    QStringList players;
    for (int p = 0; p < names.size(); ++p) {
        const std::string kind = setup.kindOf(p);
        players << (kind == "human"  ? names[p]
                : kind == "beginner" ? tr("%1 (computer: beginner)").arg(names[p])
                : kind == "good"     ? tr("%1 (computer: good)").arg(names[p])
                : kind == "perfect"  ? tr("%1 (computer: perfect)").arg(names[p])
                : kind == "program"  ? tr("%1 (a program)").arg(names[p])
                                     : tr("%1 (computer: %2)").arg(names[p], QString::fromStdString(kind)));
    }
    m_head.push_back({Style::Text, tr("Players: %1").arg(players.join(QStringLiteral(", ")))});
    const QStringList options = RuleOptionsModel::changedOptions(game, setup.options);
    m_head.push_back({Style::Text,
        options.isEmpty()
            ? tr("Rule options: as usual (the defaults).")
            : tr("Rule options that differ from the defaults: %1.").arg(options.join(QStringLiteral("; ")))});
    if (const QString fair = FairDice::line(match); !fair.isEmpty())
        m_head.push_back({Style::Text, fair});

    // The result, or the standing so far: only what the whole table knows.
    const knobel::Result result = match.result();
    const knobel::Observation table = match.observe(kNoSeat);
    m_result.push_back({Style::Heading,
        m_provisional ? tr("Provisional — the game is not finished; the standing so far:") : tr("Result")});
    QStringList first;
    for (const auto& standing : result.standings)
        if (standing.place == 1)
            first << names.value(standing.player);
    if (!m_provisional)
        m_result.push_back({Style::Outcome,
            first.size() == 1 ? tr("Winner: %1").arg(first.first())
                              : tr("Shared first place: %1").arg(first.join(QStringLiteral(", ")))});
    else if (first.size() < names.size())
        m_result.push_back({Style::Outcome, tr("In the lead: %1").arg(first.join(QStringLiteral(", ")))});
    else
        m_result.push_back({Style::Outcome, tr("Nobody is ahead yet.")});

    m_hasChips = game.settlesInChips();
    for (const auto& standing : result.standings) {
        const auto seat = std::find_if(table.seats.begin(), table.seats.end(),
            [&standing](const knobel::SeatView& s) { return s.seat == standing.player; });
        Row row;
        row.place = QString::number(standing.place);
        row.name = names.value(standing.player);
        if (m_hasChips)
            row.chips = signedChips(standing.balance);
        if (seat != table.seats.end()) {
            row.wins = QString::number(seat->wins);
            row.penalties = QString::number(seat->penalties);
            row.round = translateMessage(seat->roundLine);
            m_hasWins = m_hasWins || seat->wins > 0;
            m_hasPenalties = m_hasPenalties || seat->penalties > 0;
            m_hasRound = m_hasRound || !row.round.isEmpty();
        }
        m_rows.push_back(row);
    }

    // The pot of a round under way, who pays whom, and what the game says of its end or of the move due.
    if (table.pot > 0)
        m_after.push_back({Style::Text, tr("In the pot: %n chip(s).", nullptr, table.pot)});
    for (const auto& payment : result.payments)
        m_after.push_back({Style::Text,
            tr("%1 pays %2 %n chip(s).", nullptr, payment.amount)
                .arg(names.value(payment.payer), names.value(payment.payee))});
    if (m_hasChips && result.payments.empty() && !m_provisional)
        m_after.push_back({Style::Text, tr("Nobody pays anybody.")});
    const QString status = translateMessage(match.status(kNoSeat));
    if (!status.isEmpty())
        m_after.push_back({Style::Text, m_provisional ? tr("Next: %1").arg(status) : status});

    // The game round by round, as the table saw it. Each action is told as the rules tell it to
    // everyone (Match::history(kNoSeat): another seat's hidden faces are 0); dice kept between throws
    // are not listed one by one, the throw says how many dice were thrown, which everyone sees.
    m_rounds.push_back({Style::Heading, tr("The game, round by round")});
    const std::vector<Action>& record = match.record().actions;
    const std::vector<Action> seen = match.history(kNoSeat);
    const std::vector<knobel::Seat>& actors = match.actors();
    std::unique_ptr<knobel::State> state = game.newState(setup);
    bool newRound = true;
    for (std::size_t i = 0; i < record.size(); ++i) {
        const Action& action = record[i];
        const knobel::Seat by = actors[i];
        QString line;
        if (action.type != Action::Type::Hold && action.type != Action::Type::Release) {
            line = translateMessage(state->describe(seen[i], by, kNoSeat));
            if (action.type == Action::Type::Throw && by >= 0 && !line.isEmpty())
                if (const auto spec = state->throwSpec(action.group)) {
                    const int thrown = int(std::count(spec->thrown.begin(), spec->thrown.end(), true));
                    if (thrown < int(spec->thrown.size()))
                        line = tr("%1 (%n die(s) thrown)", nullptr, thrown).arg(line);
                }
        }
        // The match replayed this record: the state takes every action again.
        if (state->apply(action))
            break;
        if (!line.isEmpty()) {
            m_rounds.push_back({Style::Text, line, newRound});
            newRound = false;
        }
        const std::vector<knobel::Message> outcomes = match.outcomesAfter(i);
        for (const knobel::Message& outcome : outcomes) {
            m_rounds.push_back({Style::Outcome, translateMessage(outcome), newRound});
            newRound = false;
        }
        if (!outcomes.empty())
            newRound = true;
    }
    if (record.empty())
        m_rounds.push_back({Style::Note, tr("No move has been made yet.")});
    else if (!newRound && m_provisional)
        m_rounds.push_back({Style::Note, tr("This round is not finished.")});
}

QStringList TablePrintout::lines() const
{
    QStringList lines{m_title};
    for (const Line& line : m_head)
        lines << line.text;
    for (const Line& line : m_result)
        lines << line.text;
    for (const Row& row : m_rows) {
        QStringList facts;
        if (m_hasChips)
            facts << tr("chips: %1").arg(row.chips);
        if (m_hasWins)
            facts << tr("wins: %1").arg(row.wins);
        if (m_hasPenalties)
            facts << tr("penalties: %1").arg(row.penalties);
        if (m_hasRound && !row.round.isEmpty())
            facts << row.round;
        lines << (facts.isEmpty()
                ? tr("%1. %2").arg(row.place, row.name)
                : tr("%1. %2 — %3").arg(row.place, row.name, facts.join(QStringLiteral("; "))));
    }
    for (const Line& line : m_after)
        lines << line.text;
    for (const Line& line : m_rounds)
        lines << line.text;
    return lines;
}

int TablePrintout::paint(QPainter& painter, QPagedPaintDevice& device) const
{
    // Work in millimetres, whatever the device's resolution (as the sheet's printout does).
    const int dpi = painter.device()->logicalDpiX();
    const QRectF page(QPointF(0, 0), device.pageLayout().paintRectPixels(dpi).size());
    const qreal unit = dpi / 25.4;
    const qreal width = page.width() / unit;
    const qreal footer = 8;
    const qreal bottom = page.height() / unit - footer;
    auto fontFor = [unit](qreal points, bool bold = false, bool italic = false) {
        QFont font = SheetPainter::printFont(points, bold);
        font.setItalic(italic);
        // The painter is scaled to millimetres, which would scale the type as well.
        font.setPointSizeF(font.pointSizeF() / unit);
        return font;
    };
    const QFont titleFont = fontFor(20, true), subtitleFont = fontFor(11), headingFont = fontFor(12.5, true),
                textFont = fontFor(10), boldFont = fontFor(10, true), noteFont = fontFor(10, false, true),
                footerFont = fontFor(8);
    auto fontOf = [&](Line::Style style) -> const QFont& {
        switch (style) {
        case Line::Style::Title:
            return titleFont;
        case Line::Style::Subtitle:
            return subtitleFont;
        case Line::Style::Heading:
            return headingFont;
        case Line::Style::Outcome:
            return boldFont;
        case Line::Style::Note:
            return noteFont;
        case Line::Style::Text:
            break;
        }
        return textFont;
    };

    painter.save();
    painter.scale(unit, unit);
    painter.setPen(Qt::black);
    auto heightOf = [&painter](const QFont& font, const QString& text, qreal w, int flags = kWrap) {
        painter.setFont(font);
        return painter.boundingRect(QRectF(0, 0, w, 1000), flags, text).height();
    };

    // Everything is laid out first, so that each page can say how many there are; then painted. The
    // rounds run in two columns, as a printed game record does: most of their lines are short.
    struct Placed
    {
        int page = 0;
        QPointF at;
        std::function<void(QPointF at)> draw;
    };
    std::vector<Placed> placed;
    constexpr qreal kGutter = 8;
    int pageIndex = 0, column = 0, columnCount = 1;
    qreal y = 0, top = 0, columnWidth = width;
    auto place = [&](qreal height, qreal spaceAbove, std::function<void(QPointF)> draw) {
        if (y > top)
            y += spaceAbove;
        if (y + height > bottom && y > top) {
            if (column + 1 < columnCount) {
                ++column;
            } else {
                ++pageIndex;
                column = 0;
                top = 0;
            }
            y = top;
        }
        placed.push_back({pageIndex, QPointF(column * (columnWidth + kGutter), y), std::move(draw)});
        y += height;
    };
    auto placeLine = [&](const Line& line, qreal spaceAbove) {
        const QFont& font = fontOf(line.style);
        const qreal w = columnWidth;
        const qreal h = heightOf(font, line.text, w);
        place(h + 0.6, spaceAbove + (line.startsBlock ? 2.2 : 0), [&painter, &font, line, w, h](QPointF at) {
            painter.setFont(font);
            painter.drawText(QRectF(at, QSizeF(w, h)), kWrap, line.text);
        });
    };

    placeLine({Line::Style::Title, m_title}, 0);
    for (const Line& line : m_head)
        placeLine(line, line.style == Line::Style::Subtitle ? 0.5 : 1);
    for (std::size_t i = 0; i < m_result.size(); ++i)
        placeLine(m_result[i], i == 0 ? 7 : 1.5);

    // The standing: one row a player, the columns the game has.
    struct Column
    {
        QString heading;
        std::function<QString(const Row&)> cell;
        qreal width;
        int align;
    };
    std::vector<Column> columns{
        {tr("Place"), [](const Row& r) { return r.place; }, 14, Qt::AlignLeft},
        {tr("Player"), [](const Row& r) { return r.name; }, 0, Qt::AlignLeft},
    };
    if (m_hasChips)
        columns.push_back({tr("Chips"), [](const Row& r) { return r.chips; }, 20, Qt::AlignRight});
    if (m_hasWins)
        columns.push_back({tr("Wins"), [](const Row& r) { return r.wins; }, 20, Qt::AlignRight});
    if (m_hasPenalties)
        columns.push_back({tr("Penalties"), [](const Row& r) { return r.penalties; }, 24, Qt::AlignRight});
    if (m_hasRound)
        columns.push_back({m_provisional ? tr("This round") : tr("Last round"),
            [](const Row& r) { return r.round; }, 0, Qt::AlignLeft});
    {
        // The player's name and the round's line take what the fixed columns leave.
        constexpr qreal kGap = 3;
        qreal fixed = 0;
        for (const Column& c : columns)
            fixed += c.width + kGap;
        const qreal free = std::max(30.0, width - fixed + kGap);
        columns[1].width = m_hasRound ? std::min(45.0, free * 0.4) : free;
        if (m_hasRound)
            columns.back().width = std::max(20.0, free - columns[1].width);
    }
    auto placeRow = [&](const std::vector<QString>& cells, const QFont& font, bool rule) {
        qreal h = 0;
        for (std::size_t c = 0; c < columns.size(); ++c)
            h = std::max(h, heightOf(font, cells[c], columns[c].width));
        place(h + 1.8, 0, [&painter, &font, cells, columns, h, rule, width](QPointF origin) {
            const qreal at = origin.y();
            painter.setFont(font);
            qreal x = 0;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                painter.drawText(QRectF(x, at + 0.9, columns[c].width, h),
                    columns[c].align | Qt::AlignTop | Qt::TextWordWrap, cells[c]);
                x += columns[c].width + 3;
            }
            painter.setPen(QPen(Qt::black, rule ? 0.35 : 0.12));
            painter.drawLine(QPointF(0, at + h + 1.8), QPointF(width, at + h + 1.8));
            painter.setPen(Qt::black);
        });
    };
    {
        std::vector<QString> headings;
        for (const Column& c : columns)
            headings.push_back(c.heading);
        y += 3;
        placeRow(headings, boldFont, true);
        for (const Row& row : m_rows) {
            std::vector<QString> cells;
            for (const Column& c : columns)
                cells.push_back(c.cell(row));
            placeRow(cells, textFont, false);
        }
    }
    for (std::size_t i = 0; i < m_after.size(); ++i)
        placeLine(m_after[i], i == 0 ? 3 : 1);
    for (std::size_t i = 0; i < m_rounds.size(); ++i) {
        placeLine(m_rounds[i], i == 0 ? 7 : 0.4);
        if (i == 0) { // below the heading
            y += 1.5;
            top = y;
            columnCount = 2;
            columnWidth = (width - kGutter) / 2;
        }
    }

    const int pages = pageIndex + 1;
    int current = 0;
    auto drawFooter = [&](int index) {
        painter.setFont(footerFont);
        painter.drawText(QRectF(0, bottom + footer - 5, width, 5), Qt::AlignRight | Qt::AlignBottom,
            tr("%1 — page %2 of %3").arg(m_title).arg(index + 1).arg(pages));
    };
    drawFooter(0);
    for (const Placed& item : placed) {
        while (item.page > current) {
            device.newPage();
            ++current;
            drawFooter(current);
        }
        item.draw(item.at);
    }
    painter.restore();
    return pages;
}

bool TablePrintout::writePdf(const QString& fileName, QPageSize::PageSizeId pageSize, QString* error) const
{
    // Made in memory and then written like every other file: a failed write leaves the old file, or
    // none, never a broken PDF.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(300);
        writer.setTitle(m_title);
        writer.setCreator(QStringLiteral("Knobelbecher"));
        writer.setPageLayout(QPageLayout(
            QPageSize(pageSize), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = tr("%1 cannot be written: the page could not be drawn.").arg(fileName);
            return false;
        }
        paint(painter, writer);
        painter.end();
    }
    const QString problem = SafeFile::write(fileName, pdf.data());
    if (error)
        *error = problem;
    return problem.isEmpty();
}
