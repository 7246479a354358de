// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

/// A computer player's tables being read or built off the GUI thread, as the window shows it: whether
/// one runs, the share done (a bar in the header) and the cancel that stops it. The worker writes its
/// progress into an atomic that a timer reads, so that no call crosses from it into the GUI thread.
/// Every controller has one; leaving the program stops what runs.
class Preparation : public QObject
{
    Q_OBJECT

public:
    explicit Preparation(QObject* parent = nullptr);
    ~Preparation() override;

    bool isRunning() const { return m_running; }
    /// The share done, 0…1.
    double share() const { return m_share; }

    /// A new preparation: a fresh cancel flag and progress. `shown`: a table is built, the bar shows
    /// (running) until end(). While one is shown, another joins it: it shares its progress and
    /// cancel (both wait for the same table), and the bar shows until the last has ended.
    void begin(bool shown);
    /// A shown preparation is over (done or cancelled).
    void end();
    /// Asks the worker to stop; it then ends as cancelled.
    void cancel();

    /// What the worker gets: where to write its progress, and the flag that cancels it (kept alive
    /// by the worker's copy).
    std::function<void(double)> progressSink() const;
    std::shared_ptr<std::atomic<bool>> cancelFlag() const { return m_cancel; }

signals:
    void changed();

private:
    bool m_running = false;
    int m_joined = 0; ///< shown preparations that joined the one running
    double m_share = 0;
    std::shared_ptr<std::atomic<double>> m_progress = std::make_shared<std::atomic<double>>(0.0);
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    QTimer m_timer;
};
