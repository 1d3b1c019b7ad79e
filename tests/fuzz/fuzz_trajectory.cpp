// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the offline import path: arbitrary bytes as a trajectory archive, opened,
// indexed, every event inflated and parsed, then exported. Must never crash, hang or leak.
// Seeds: the fixture zip and the CLI trajectory zips, best cut down to their small entries (see
// tests/fuzz/README.md).
#include "models/trajectory/exporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    // One "opened … problems" line per input would cost more than the input itself.
    QLoggingCategory::setFilterRules(QStringLiteral("switchyard.*=false"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The input goes through a file (the reader opens paths): in memory where the system has it.
    static QTemporaryDir dir(QFileInfo(QStringLiteral("/dev/shm")).isWritable()
                                 ? QStringLiteral("/dev/shm/switchyard-fuzz-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/switchyard-fuzz-XXXXXX"));
    static const QString path = dir.path() + QStringLiteral("/input.zip");
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    Switchyard::TrajectoryLimits limits;
    limits.maxEntryBytes = 4 << 20;
    limits.maxTotalBytes = 16 << 20;
    limits.maxEntries = 2000;
    QString error;
    const auto reader = Switchyard::TrajectoryReader::open(path, &error, limits);
    if (!reader)
        return 0;
    for (qsizetype i = 0; i < reader->eventCount(); ++i)
        (void)reader->event(i);
    (void)Switchyard::Exporter::exportJsonSummary(Switchyard::exportInputFromReader(*reader));
    return 0;
}
