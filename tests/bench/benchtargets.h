// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The benchmarks' targets (issue 28 item 11): every benchmark prints its figures and fails when a
// target is missed. Targets come from the issues (each benchmark names its own in its header).
//
// Time and memory targets only mean something in a release build on a quiet machine:
//   cmake --preset release && cmake --build --preset release --target bench_<name>
//   build/release/tests/bench/bench_<name>          # look at `uptime` first: load well under 1
// They are checked when the build is optimised (NDEBUG) and not sanitized, and the run is not the
// quick mode that ctest uses (SWITCHYARD_BENCH_QUICK=1: small sizes, correctness only). Set
// SWITCHYARD_BENCH_TARGETS=1 to check them anyway (e.g. a quick release run) or 0 never to.
// Whatever is not checked is printed as "not checked" with the reason, so a run says what it
// proved. Correctness (counts, order, no 429) is checked in every build.
#include <QList>
#include <QTest>
#include <QtGlobal>

#include <algorithm>

namespace Switchyard::Bench {

inline bool quick()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
}

inline constexpr bool optimisedBuild()
{
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
    return false;
#else
    return true;
#endif
}

/// Why time targets are not checked in this run, or nullptr when they are.
inline const char *targetsSkippedBecause()
{
    if (qEnvironmentVariableIsSet("SWITCHYARD_BENCH_TARGETS"))
        return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_TARGETS") == 1 ? nullptr : "SWITCHYARD_BENCH_TARGETS=0";
    if (!optimisedBuild())
        return "not a release build (debug or sanitized)";
    if (quick())
        return "quick mode (SWITCHYARD_BENCH_QUICK=1)";
    return nullptr;
}

inline bool checkTargets()
{
    return targetsSkippedBecause() == nullptr;
}

/// The value at fraction `p` (0.5: median, 1.0: the largest) of `v`, by rank; 0 when empty.
inline double percentile(QList<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0.0 : v.at(std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size()))));
}

} // namespace Switchyard::Bench

/// A time or memory target: fails the benchmark when missed (in a run that checks targets), else
/// prints that it was not checked and why. `what` says the target in words.
#define BENCH_TARGET(condition, what)                                                                                  \
    do {                                                                                                               \
        const bool benchMet_ = (condition);                                                                            \
        if (const char *benchWhy_ = ::Switchyard::Bench::targetsSkippedBecause()) {                                    \
            qInfo("target %s: %s (not checked: %s)", what, benchMet_ ? "met" : "MISSED", benchWhy_);                   \
        } else {                                                                                                       \
            qInfo("target %s: %s", what, benchMet_ ? "met" : "MISSED");                                                \
            QVERIFY2(benchMet_, what);                                                                                 \
        }                                                                                                              \
    } while (false)
