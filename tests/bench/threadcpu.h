// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The GUI-lag probes' second clock: the calling thread's own CPU time. A gap between two ticks of a
// 1 ms timer also holds the time the thread waited for a core; this says what the task itself cost.
#include <QtGlobal>

#include <ctime>

namespace Switchyard::Bench {

inline qint64 threadCpuUs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000 + ts.tv_nsec / 1000;
}

} // namespace Switchyard::Bench
