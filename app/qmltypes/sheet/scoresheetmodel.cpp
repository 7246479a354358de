// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoresheetmodel.h"

#include <QCoreApplication>

#include "match.h"
#include "text.h"

ScoreSheetModel::ScoreSheetModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

int ScoreSheetModel::gameRowCount() const
{
    return m_match ? int(m_match->sheetGame().rows().size()) : 0;
}

int ScoreSheetModel::sheetColumns() const
{
    return m_match ? m_match->sheetGame().columnCount(m_match->setup().options) : 1;
}

bool ScoreSheetModel::isWritable(int row, int column) const
{
    return row >= 0 && row < m_rows && column >= 0 && column < m_columns && cell(row, column).writable;
}

QString ScoreSheetModel::rowName(int gameRow) const
{
    if (!m_match || gameRow < 0 || gameRow >= gameRowCount())
        return {};
    const auto& game = m_match->sheetGame();
    return QCoreApplication::translate(game.translationContext(), game.rows()[gameRow].name);
}

QString ScoreSheetModel::boxName(int sheetColumn, int gameRow) const
{
    if (!m_match || gameRow < 0 || gameRow >= gameRowCount())
        return {};
    const auto& game = m_match->sheetGame();
    if (const char* other = game.boxName(sheetColumn, gameRow, m_match->setup().options))
        return QCoreApplication::translate(game.translationContext(), other);
    return rowName(gameRow);
}

QString ScoreSheetModel::rowHeader(int gameRow) const
{
    QString header = rowName(gameRow);
    for (int c = 0; c < sheetColumns(); ++c) {
        const QString other = boxName(c, gameRow);
        if (other != rowName(gameRow))
            header = tr("%1 / %2", "a row's name, and its name in another column").arg(header, other);
    }
    return header;
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const int player = column / sheetColumns();
    const int sheetColumn = column % sheetColumns();
    const bool sum = row == gameRowCount();
    const Cell& c = cell(row, column);
    switch (role) {
    case Qt::DisplayRole:
        return c.value ? QString::number(*c.value) : QString();
    case ValueRole:
        return c.value ? QVariant(*c.value) : QVariant();
    case PreviewRole:
        return c.preview ? QVariant(*c.preview) : QVariant();
    case FreeRole:
        return !sum && !c.value;
    case WritableRole:
        return c.writable;
    case CurrentPlayerRole:
        return c.current;
    case SumRole:
        return sum;
    case HeavyLineAboveRole:
        return sum || m_match->sheetGame().rows()[row].heavyLineAbove;
    case PlayerRole:
        return player;
    case SheetColumnRole:
        return sheetColumn;
    case GameRowRole:
        return sum ? -1 : row;
    case AccessibleNameRole:
        return accessibleName(row, column);
    case FirstHandRole:
        return c.firstHand;
    case RunningSumRole:
        return c.runningSum ? QVariant(*c.runningSum) : QVariant();
    }
    return {};
}

QString ScoreSheetModel::accessibleName(int row, int column) const
{
    const int player = column / sheetColumns();
    const int sheetColumn = column % sheetColumns();
    QString where = knobel::isolated(QString::fromStdString(m_match->setup().players[player]));
    if (sheetColumns() > 1)
        where = tr("%1, column %2").arg(where).arg(sheetColumn + 1);
    const Cell& c = cell(row, column);
    if (row == gameRowCount())
        return tr("%1, total, %n point(s)", nullptr, c.value.value_or(0)).arg(where);
    const QString name = boxName(sheetColumn, row);
    if (c.value && c.runningSum)
        return tr("%1, %2, %n point(s), running sum %3", nullptr, *c.value)
            .arg(where, name)
            .arg(*c.runningSum);
    if (c.value)
        return tr("%1, %2, %n point(s)", nullptr, *c.value).arg(where, name);
    if (c.preview && c.firstHand)
        return tr("%1, %2, free, %n point(s) possible with the first hand", nullptr, *c.preview)
            .arg(where, name);
    if (c.preview)
        return tr("%1, %2, free, %n point(s) possible", nullptr, *c.preview).arg(where, name);
    return tr("%1, %2, free").arg(where, name);
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_match)
        return {};
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows)
            return {};
        if (role == Qt::DisplayRole)
            return section == gameRowCount() ? tr("Total") : rowHeader(section);
        if (role == HeavyLineAboveRole)
            return section == gameRowCount() || m_match->sheetGame().rows()[section].heavyLineAbove;
        return {};
    }
    if (section < 0 || section >= m_columns)
        return {};
    const int player = section / sheetColumns();
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(m_match->setup().players[player]);
    case Qt::AccessibleTextRole: // the column header a screen reader reads: the player, and the column
        return sheetColumns() > 1
            ? tr("%1, column %2")
                  .arg(knobel::isolated(QString::fromStdString(m_match->setup().players[player])))
                  .arg(section % sheetColumns() + 1)
            : QString::fromStdString(m_match->setup().players[player]);
    case PlayerRole:
        return player;
    case SheetColumnRole:
        return section % sheetColumns();
    case CurrentPlayerRole:
        return m_match->setup().mode == knobel::Mode::Play && !m_match->isFinished()
            && player == m_match->currentPlayer();
    }
    return {};
}

QHash<int, QByteArray> ScoreSheetModel::roleNames() const
{
    return {{Qt::DisplayRole, "display"}, {ValueRole, "value"}, {PreviewRole, "preview"},
        {FirstHandRole, "firstHand"}, {FreeRole, "free"}, {WritableRole, "writable"},
        {CurrentPlayerRole, "currentPlayer"}, {SumRole, "sum"}, {HeavyLineAboveRole, "heavyLineAbove"},
        {PlayerRole, "player"}, {SheetColumnRole, "sheetColumn"}, {GameRowRole, "gameRow"},
        {AccessibleNameRole, "accessibleName"}, {RunningSumRole, "runningSum"}};
}

void ScoreSheetModel::refresh(const knobel::Match* match)
{
    const int rows = match ? int(match->sheetGame().rows().size()) + 1 : 0;
    const int sheetCols = match ? match->sheetGame().columnCount(match->setup().options) : 1;
    const int columns = match ? match->playerCount() * sheetCols : 0;

    std::vector<Cell> cells(std::size_t(rows) * columns);
    if (match) {
        const bool play = match->setup().mode == knobel::Mode::Play;
        const bool live = play && !match->isFinished();
        for (int column = 0; column < columns; ++column) {
            const int player = column / sheetCols;
            const int sheetColumn = column % sheetCols;
            const knobel::Sheet& sheet = match->sheet(player);
            const bool current = live && player == match->currentPlayer();
            const auto& game = match->sheetGame();
            const auto& options = match->setup().options;
            for (int row = 0; row + 1 < rows; ++row) {
                Cell& c = cells[std::size_t(row) * columns + column];
                c.value = sheet.box(sheetColumn, row);
                c.runningSum = game.runningSum(sheet, sheetColumn, row, options);
                c.current = current;
                // A preview only where the turn may write: free, and in the game's order of boxes.
                if (current && !c.value && match->canWrite() && match->isOpen(sheetColumn, row)) {
                    c.preview = match->preview(sheetColumn, row);
                    c.firstHand = match->sheetState().previewFromCandidate(row);
                }
                c.writable = play ? c.preview.has_value() : true;
            }
            Cell& total = cells[std::size_t(rows - 1) * columns + column];
            total.value = game.footTotal(sheet, sheetColumn, options);
            total.current = current;
        }
    }

    const bool sameShape = match == m_match && rows == m_rows && columns == m_columns;
    if (!sameShape) {
        beginResetModel();
        m_match = match;
        m_rows = rows;
        m_columns = columns;
        m_cells = std::move(cells);
        endResetModel();
        emit shapeChanged();
        emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columns - 1));
        return;
    }
    bool currentChanged = false;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            const std::size_t i = std::size_t(row) * columns + column;
            const Cell& before = m_cells[i];
            const Cell& after = cells[i];
            if (before == after)
                continue;
            QList<int> roles;
            if (before.value != after.value)
                roles << Qt::DisplayRole << ValueRole << FreeRole;
            if (before.runningSum != after.runningSum)
                roles << RunningSumRole;
            if (before.preview != after.preview)
                roles << PreviewRole;
            if (before.firstHand != after.firstHand)
                roles << FirstHandRole;
            if (before.writable != after.writable)
                roles << WritableRole;
            if (before.current != after.current) {
                roles << CurrentPlayerRole;
                currentChanged = true;
            }
            roles << AccessibleNameRole;
            m_cells[i] = after;
            emit dataChanged(index(row, column), index(row, column), roles);
        }
    }
    if (currentChanged)
        emit headerDataChanged(Qt::Horizontal, 0, columns - 1);
}

void ScoreSheetModel::retranslate()
{
    if (m_rows == 0 || m_columns == 0)
        return;
    emit headerDataChanged(Qt::Vertical, 0, m_rows - 1);
    emit dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1), {AccessibleNameRole});
}
