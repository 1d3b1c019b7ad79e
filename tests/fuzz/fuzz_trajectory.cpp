// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the offline import path: arbitrary bytes as a trajectory archive, opened,
// indexed, every event inflated and parsed, then exported. Must never crash, hang or leak.
// Seeds: the fixture zip and the CLI trajectory zips (see README "Fuzzing").
#include "models/trajectory/exporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
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
