// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace knobel {
class Match;
}

/// The score sheet: a row for each of the game's rows and one for the sums; a column for each
/// player's sheet column (three per player in Würfel-Poker). Previews show what the dice on the
/// table would write into the current player's free boxes.
class ScoreSheetModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ScoreSheetModel belongs to a GameController")
    Q_PROPERTY(int gameRowCount READ gameRowCount NOTIFY shapeChanged)
    Q_PROPERTY(int sheetColumns READ sheetColumns NOTIFY shapeChanged)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, ///< the points written, or undefined
        PreviewRole, ///< the points the dice on the table would write, or undefined
        FreeRole,
        WritableRole, ///< a click writes (play) or edits (score pad) this box now
        CurrentPlayerRole,
        SumRole,
        HeavyLineAboveRole,
        PlayerRole,
        SheetColumnRole,
        GameRowRole,
        AccessibleNameRole,
        FirstHandRole, ///< Doppelhand: the preview is the first hand's, better than the dice on the table
        /// The running sum the paper writes in this box instead of its points (Würfel-Poker's second
        /// column on two columns), or undefined: the box shows its points.
        RunningSumRole,
    };
    Q_ENUM(Role)

    explicit ScoreSheetModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int gameRowCount() const;
    int sheetColumns() const;

    /// Reads the match anew and signals exactly the cells and roles that changed.
    void refresh(const knobel::Match* match);
    /// The language changed: row names, sum labels and accessible names read anew.
    void retranslate();

    /// Whether a click on this cell writes (play) or edits (score pad) it now.
    Q_INVOKABLE bool isWritable(int row, int column) const;
    /// The translated name of a game row.
    QString rowName(int gameRow) const;
    /// The translated name of a row in one sheet column ("Served" in Würfel-Poker's second column).
    QString boxName(int sheetColumn, int gameRow) const;
    /// The row header: the row's name, and a column's other name for it after a slash.
    QString rowHeader(int gameRow) const;

signals:
    void shapeChanged();

private:
    struct Cell
    {
        std::optional<int> value;
        std::optional<int> preview;
        bool firstHand = false;
        std::optional<int> runningSum;
        bool writable = false;
        bool current = false;
        bool operator==(const Cell&) const = default;
    };
    const Cell& cell(int row, int column) const { return m_cells[std::size_t(row) * m_columns + column]; }
    QString accessibleName(int row, int column) const;

    const knobel::Match* m_match = nullptr;
    int m_rows = 0;
    int m_columns = 0;
    std::vector<Cell> m_cells;
};
