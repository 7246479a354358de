// SPDX-License-Identifier: GPL-3.0-or-later
#include "preparation.h"

Preparation::Preparation(QObject* parent)
    : QObject(parent)
{
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const double share = m_progress->load();
        if (share != m_share) {
            m_share = share;
            emit changed();
        }
    });
}

Preparation::~Preparation()
{
    // A table still being built stops, so that leaving the program does not wait for it.
    m_cancel->store(true);
}

void Preparation::begin(bool shown)
{
    if (m_running) {
        if (shown)
            ++m_joined;
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_progress = std::make_shared<std::atomic<double>>(0.0);
    if (!shown)
        return;
    m_running = true;
    m_share = 0;
    m_timer.start();
    emit changed();
}

void Preparation::end()
{
    if (m_joined > 0) {
        --m_joined;
        return;
    }
    m_running = false;
    m_timer.stop();
    m_share = 1;
    emit changed();
}

void Preparation::cancel()
{
    if (m_running)
        m_cancel->store(true);
}

std::function<void(double)> Preparation::progressSink() const
{
    return [progress = m_progress](double share) { progress->store(share); };
}
