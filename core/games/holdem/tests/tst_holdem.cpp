// SPDX-License-Identifier: GPL-3.0-or-later
#include <QtTest>

#include "games/holdem/holdem.h"

class tst_Holdem : public QObject
{
    Q_OBJECT
private slots:
    void placeholder() { QVERIFY(true); }
};

QTEST_APPLESS_MAIN(tst_Holdem)
#include "tst_holdem.moc"
