// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/trajectory/trajectoryreader.h"

#include "models/api/codec.h"
#include "models/domain/ids.h"
#include "models/logging.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>
#include <QStringView>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

#include <algorithm>
#include <optional>

#include <unzip.h>
#include <zlib.h>

namespace Switchyard {

namespace {

constexpr quint32 kLocalHeaderSignature = 0x04034b50;
constexpr quint32 kDataDescriptorSignature = 0x08074b50;
constexpr int kLocalHeaderSize = 30;

enum class EntryRole
{
    Meta,
    BaseState,
    Event,
    Other
};

struct NameInfo
{
    EntryRole role = EntryRole::Other;
    qint64 index = -1;
    QString eventId;
};

/// `<prefix><digits><sep><id>.json`, e.g. event_000003_<id>.json or event-00003-<id>.json.
bool parseEventName(QStringView base, QLatin1String prefix, QChar sep, NameInfo *info)
{
    if (!base.startsWith(prefix) || !base.endsWith(QLatin1String(".json")))
        return false;
    qsizetype i = prefix.size();
    qint64 index = 0;
    const qsizetype digitsStart = i;
    while (i < base.size() && base.at(i).isDigit() && i - digitsStart < 9)
        index = index * 10 + base.at(i++).digitValue();
    if (i == digitsStart || i >= base.size() || base.at(i) != sep)
        return false;
    const QStringView id = base.mid(i + 1, base.size() - i - 1 - 5);
    if (id.isEmpty())
        return false;
    for (const QChar c : id) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-'))
            return false;
    }
    info->role = EntryRole::Event;
    info->index = index;
    info->eventId = id.toString();
    return true;
}

NameInfo classify(const QString &name)
{
    NameInfo info;
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    const QStringView base = QStringView(name).mid(slash + 1);
    if (name == QLatin1String("meta.json"))
        info.role = EntryRole::Meta;
    else if (base == QLatin1String("base_state.json"))
        info.role = EntryRole::BaseState;
    else if (slash < 0 && parseEventName(base, QLatin1String("event_"), QLatin1Char('_'), &info))
        return info;
    else
        parseEventName(base, QLatin1String("event-"), QLatin1Char('-'), &info);
    return info;
}

bool isUnsafeName(const QString &name)
{
    if (name.startsWith(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name.contains(QChar(0)))
        return true;
    if (name.size() > 1 && name.at(1) == QLatin1Char(':'))
        return true;
    const auto parts = name.split(QLatin1Char('/'));
    return std::any_of(parts.cbegin(), parts.cend(), [](const QString &p) {
        return p == QLatin1String("..");
    });
}

quint16 le16(const uchar *p)
{
    return quint16(p[0] | (p[1] << 8));
}
quint32 le32(const uchar *p)
{
    return quint32(p[0]) | (quint32(p[1]) << 8) | (quint32(p[2]) << 16) | (quint32(p[3]) << 24);
}

/// Inflates raw deflate data, stopping at the end of the stream or at `maxOut` bytes.
/// `consumed` receives the compressed bytes used. Returns nullopt on a corrupt stream.
std::optional<QByteArray> inflateRaw(const uchar *in, qint64 inSize, qint64 maxOut, qint64 *consumed, bool *tooLarge)
{
    z_stream zs{};
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK)
        return std::nullopt;
    QByteArray out;
    zs.next_in = const_cast<Bytef *>(in);
    zs.avail_in = uInt(std::min<qint64>(inSize, std::numeric_limits<uInt>::max()));
    int rc = Z_OK;
    *tooLarge = false;
    while (rc == Z_OK) {
        const qint64 chunk = 64 * 1024;
        const qsizetype old = out.size();
        if (old >= maxOut + 1) {
            *tooLarge = true;
            break;
        }
        out.resize(old + chunk);
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + old);
        zs.avail_out = uInt(chunk);
        rc = inflate(&zs, Z_NO_FLUSH);
        out.resize(old + (chunk - zs.avail_out));
        if (rc == Z_BUF_ERROR && zs.avail_in == 0)
            break; // truncated input
    }
    *consumed = qint64(zs.total_in);
    const bool ended = rc == Z_STREAM_END;
    inflateEnd(&zs);
    if (*tooLarge)
        return out;
    if (!ended)
        return std::nullopt;
    return out;
}

/// What inflating raw deflate data yields, measured without keeping it (a 64 KiB buffer reused).
struct InflatedSize
{
    qint64 bytes = 0; ///< real inflated bytes (stops counting past maxOut)
    qint64 consumed = 0; ///< compressed bytes used
    bool ended = false; ///< the stream ended properly
    bool tooLarge = false; ///< more than maxOut bytes
};

InflatedSize measureInflated(const uchar *in, qint64 inSize, qint64 maxOut)
{
    InflatedSize r;
    z_stream zs{};
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK)
        return r;
    constexpr uInt kChunk = 64 * 1024;
    static thread_local QByteArray buffer(kChunk, Qt::Uninitialized);
    zs.next_in = const_cast<Bytef *>(in);
    zs.avail_in = uInt(std::min<qint64>(inSize, std::numeric_limits<uInt>::max()));
    int rc = Z_OK;
    while (rc == Z_OK) {
        zs.next_out = reinterpret_cast<Bytef *>(buffer.data());
        zs.avail_out = kChunk;
        rc = inflate(&zs, Z_NO_FLUSH);
        r.bytes += kChunk - zs.avail_out;
        if (r.bytes > maxOut) {
            r.tooLarge = true;
            break;
        }
        if (rc == Z_BUF_ERROR && zs.avail_in == 0)
            break; // truncated input
    }
    r.consumed = qint64(zs.total_in);
    r.ended = rc == Z_STREAM_END;
    inflateEnd(&zs);
    return r;
}

} // namespace

struct EventEntry
{
    qint64 index = 0;
    QString id;
    QString name;
    // zip (central directory): offset for unzSetOffset64; salvage: data offset + method + sizes;
    // folder: the file path.
    quint64 location = 0;
    quint16 method = 0;
    qint64 compressedSize = 0;
    qint64 uncompressedSize = 0;
    QString filePath;
};

/// The metadata and base state entries an index found (the events go to the event list).
struct SpecialEntries
{
    std::optional<EventEntry> meta;
    std::optional<EventEntry> baseState;
};

/// A zip's local file header, read where the central directory cannot be trusted (salvage).
struct LocalHeader
{
    QString name;
    quint16 flags = 0;
    quint16 method = 0;
    qint64 csize = 0;
    qint64 usize = 0;
    qint64 dataStart = 0;
    /// The sizes come after the data, in a data descriptor.
    [[nodiscard]] bool hasDescriptor() const { return flags & 8; }
};

class TrajectoryReaderPrivate
{
public:
    TrajectoryReader::Format format = TrajectoryReader::Format::DownloadZip;
    TrajectoryLimits limits;
    QString path;
    Conversation conversation;
    bool hasMeta = false;
    QList<EventEntry> events;
    qsizetype duplicateEntries = 0; ///< entries left out: their event id came earlier
    mutable QList<TrajectoryProblem> problems;
    mutable QMutex mutex;

    // Normal zip path.
    std::unique_ptr<QuaZip> zip;
    // Salvage path: the whole file mapped.
    std::unique_ptr<QFile> salvageFile;
    const uchar *salvageData = nullptr;
    qint64 salvageSize = 0;

    void addProblem(const QString &entry, const QString &message) const { problems.append({entry, message}); }

    Api::Result<QByteArray> readEntry(const EventEntry &e) const;
    Api::Result<QByteArray> readNamed(const QString &name, quint64 location, quint16 method, qint64 csize, qint64 usize,
                                      const QString &filePath) const;
    bool indexZip(QString *error);
    bool indexSalvage(QString *error);
    bool mapSalvage(QString *error);
    qint64 salvageEntry(qint64 pos, qint64 *total, SpecialEntries &found);
    bool salvageable(const LocalHeader &h);
    bool measureSalvaged(LocalHeader &h, bool *skip);
    bool indexFolder(QString *error);
    /// Files `e` (its name and where it is already set) by the role its name gives it.
    void addEntry(const NameInfo &ni, EventEntry e, SpecialEntries &found);
    void loadMetadata(const std::optional<EventEntry> &meta, const std::optional<EventEntry> &baseState);
    /// `usize`: real inflated bytes (salvage) or the central directory's size, which minizip holds
    /// every read to (it stops there and fails the CRC otherwise).
    bool checkSizes(const QString &name, qint64 usize, qint64 *total);
};

namespace {
Api::ApiError readError(Api::ApiError::Kind kind, const QString &message)
{
    Api::ApiError e;
    e.kind = kind;
    e.message = message;
    e.detail = message;
    return e;
}
} // namespace

bool TrajectoryReaderPrivate::checkSizes(const QString &name, qint64 usize, qint64 *total)
{
    if (usize > limits.maxEntryBytes) {
        addProblem(
            name, TrajectoryReader::tr("Entry is larger than %1 MiB and was skipped.").arg(limits.maxEntryBytes >> 20));
        return false;
    }
    *total += usize;
    if (*total > limits.maxTotalBytes) {
        addProblem(name,
                   TrajectoryReader::tr("The archive is larger than %1 MiB in total; the rest was skipped.")
                       .arg(limits.maxTotalBytes >> 20));
        return false;
    }
    return true;
}

Api::Result<QByteArray> TrajectoryReaderPrivate::readEntry(const EventEntry &e) const
{
    return readNamed(e.name, e.location, e.method, e.compressedSize, e.uncompressedSize, e.filePath);
}

Api::Result<QByteArray> TrajectoryReaderPrivate::readNamed(const QString &name, quint64 location, quint16 method,
                                                           qint64 csize, qint64 usize, const QString &filePath) const
{
    QMutexLocker lock(&mutex);
    if (!filePath.isEmpty()) {
        QFile f(filePath);
        if (!f.open(QIODevice::ReadOnly))
            return readError(Api::ApiError::Kind::NotFound, TrajectoryReader::tr("Cannot read %1.").arg(name));
        if (f.size() > limits.maxEntryBytes)
            return readError(Api::ApiError::Kind::TooLarge, TrajectoryReader::tr("%1 is too large.").arg(name));
        return f.readAll();
    }
    if (zip) {
        // QuaZip only opens "the current file": make sure it has one, then move minizip to ours.
        if (!zip->hasCurrentFile())
            zip->goToFirstFile();
        if (unzSetOffset64(zip->getUnzFile(), location) != UNZ_OK)
            return readError(Api::ApiError::Kind::Parse,
                             TrajectoryReader::tr("Cannot find %1 in the archive.").arg(name));
        QuaZipFile file(zip.get());
        if (!file.open(QIODevice::ReadOnly))
            return readError(
                Api::ApiError::Kind::Parse,
                TrajectoryReader::tr("Cannot open %1 in the archive (unsupported compression?).").arg(name));
        QByteArray data = file.read(std::min(limits.maxEntryBytes, std::max<qint64>(usize, 0)) + 1);
        const bool failed = file.getZipError() != UNZ_OK;
        file.close();
        if (data.size() > limits.maxEntryBytes || data.size() > usize)
            return readError(Api::ApiError::Kind::TooLarge,
                             TrajectoryReader::tr("%1 inflates beyond the limit.").arg(name));
        if (failed || file.getZipError() != UNZ_OK)
            return readError(Api::ApiError::Kind::Parse,
                             TrajectoryReader::tr("%1 is damaged in the archive.").arg(name));
        return data;
    }
    if (salvageData) {
        if (qint64(location) + csize > salvageSize)
            return readError(Api::ApiError::Kind::Parse, TrajectoryReader::tr("%1 is cut off.").arg(name));
        const uchar *start = salvageData + location;
        if (method == 0)
            return QByteArray(reinterpret_cast<const char *>(start), qsizetype(csize));
        qint64 consumed = 0;
        bool tooLarge = false;
        // usize was measured when the archive was indexed: the real size, never more.
        auto out = inflateRaw(start, csize, std::min(limits.maxEntryBytes, usize), &consumed, &tooLarge);
        if (tooLarge)
            return readError(Api::ApiError::Kind::TooLarge,
                             TrajectoryReader::tr("%1 inflates beyond the limit.").arg(name));
        if (!out)
            return readError(Api::ApiError::Kind::Parse, TrajectoryReader::tr("%1 is damaged.").arg(name));
        return *out;
    }
    return readError(Api::ApiError::Kind::NotFound, TrajectoryReader::tr("%1 is not available.").arg(name));
}

bool TrajectoryReaderPrivate::indexZip(QString *error)
{
    zip = std::make_unique<QuaZip>(path);
    if (!zip->open(QuaZip::mdUnzip)) {
        zip.reset();
        return false;
    }
    SpecialEntries found;
    qint64 total = 0;
    qsizetype seen = 0;
    unzFile uf = zip->getUnzFile();
    for (bool more = zip->goToFirstFile(); more; more = zip->goToNextFile()) {
        if (++seen > limits.maxEntries) {
            addProblem({},
                       TrajectoryReader::tr("The archive has more than %1 entries; the rest was skipped.")
                           .arg(limits.maxEntries));
            break;
        }
        // minizip directly: QuaZipFileInfo64 also converts dates, which costs more than the rest.
        unz_file_info64 raw{};
        char nameBuffer[1024];
        if (unzGetCurrentFileInfo64(uf, &raw, nameBuffer, sizeof nameBuffer, nullptr, 0, nullptr, 0) != UNZ_OK)
            continue;
        struct
        {
            QString name;
            quint64 compressedSize;
            quint64 uncompressedSize;
            quint16 method;
        } info{QString::fromUtf8(nameBuffer, qsizetype(std::min<uLong>(raw.size_filename, sizeof nameBuffer - 1))),
               quint64(raw.compressed_size), quint64(raw.uncompressed_size), quint16(raw.compression_method)};
        if (info.name.endsWith(QLatin1Char('/')))
            continue; // a folder entry
        if (isUnsafeName(info.name)) {
            addProblem(info.name, TrajectoryReader::tr("Entry with an unsafe name was ignored."));
            continue;
        }
        const NameInfo ni = classify(info.name);
        if (ni.role == EntryRole::Other)
            continue;
        if (!checkSizes(info.name, qint64(info.uncompressedSize), &total)) {
            if (total > limits.maxTotalBytes)
                break;
            continue;
        }
        EventEntry e;
        e.name = info.name;
        e.location = unzGetOffset64(uf);
        e.method = info.method;
        e.compressedSize = qint64(info.compressedSize);
        e.uncompressedSize = qint64(info.uncompressedSize);
        addEntry(ni, e, found);
    }
    if (zip->getZipError() != UNZ_OK && zip->getZipError() != UNZ_END_OF_LIST_OF_FILE)
        addProblem({}, TrajectoryReader::tr("The archive's directory is damaged; some entries may be missing."));
    format = found.meta ? TrajectoryReader::Format::DownloadZip : TrajectoryReader::Format::AgentServerZip;
    loadMetadata(found.meta, found.baseState);
    Q_UNUSED(error)
    return true;
}

// Reads the entries of a damaged archive one local header after the other, as far as they go.
bool TrajectoryReaderPrivate::indexSalvage(QString *error)
{
    if (!mapSalvage(error))
        return false;
    addProblem({}, TrajectoryReader::tr("The archive is damaged or cut off; showing the entries that could be read."));
    SpecialEntries found;
    qint64 total = 0;
    qint64 pos = 0;
    qsizetype seen = 0;
    while (pos + kLocalHeaderSize <= salvageSize && le32(salvageData + pos) == kLocalHeaderSignature) {
        if (++seen > limits.maxEntries)
            break;
        const qint64 next = salvageEntry(pos, &total, found);
        if (next < 0)
            break;
        if (total > limits.maxTotalBytes)
            break; // the total budget is spent (said by checkSizes)
        pos = next;
    }
    format = found.meta ? TrajectoryReader::Format::DownloadZip : TrajectoryReader::Format::AgentServerZip;
    loadMetadata(found.meta, found.baseState);
    return true;
}

// The whole file mapped, when it starts like a zip.
bool TrajectoryReaderPrivate::mapSalvage(QString *error)
{
    salvageFile = std::make_unique<QFile>(path);
    if (!salvageFile->open(QIODevice::ReadOnly)) {
        *error = TrajectoryReader::tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), salvageFile->errorString());
        return false;
    }
    salvageSize = salvageFile->size();
    salvageData = salvageSize > 0 ? salvageFile->map(0, salvageSize) : nullptr;
    if (!salvageData || salvageSize < kLocalHeaderSize || le32(salvageData) != kLocalHeaderSignature) {
        *error = TrajectoryReader::tr("%1 is neither a zip archive nor a trajectory folder.")
                     .arg(QFileInfo(path).fileName());
        return false;
    }
    return true;
}

// The entry whose local header is at `pos`: indexed when it is wanted and whole. Returns where the
// next header starts, or -1 when the rest of the archive cannot be read.
qint64 TrajectoryReaderPrivate::salvageEntry(qint64 pos, qint64 *total, SpecialEntries &found)
{
    const uchar *raw = salvageData + pos;
    LocalHeader h;
    h.flags = le16(raw + 6);
    h.method = le16(raw + 8);
    h.csize = le32(raw + 18);
    h.usize = le32(raw + 22);
    const quint16 nameLen = le16(raw + 26);
    const quint16 extraLen = le16(raw + 28);
    h.dataStart = pos + kLocalHeaderSize + nameLen + extraLen;
    if (h.dataStart > salvageSize)
        return -1;
    h.name = QString::fromUtf8(reinterpret_cast<const char *>(raw + kLocalHeaderSize), nameLen);
    if (!salvageable(h))
        return -1;
    const NameInfo ni = classify(h.name);
    const bool unsafe = isUnsafeName(h.name);
    const bool wanted = ni.role != EntryRole::Other && !unsafe;
    bool skip = false;
    if (h.method == 8 && (wanted || h.hasDescriptor())) {
        if (!measureSalvaged(h, &skip))
            return -1;
    } else {
        h.usize = h.csize; // stored: what is there is what it is
    }
    if (h.dataStart + h.csize > salvageSize) {
        addProblem(h.name, TrajectoryReader::tr("Entry is cut off; the rest of the archive was lost."));
        return -1;
    }
    qint64 next = h.dataStart + h.csize;
    if (h.hasDescriptor()) {
        if (next + 4 <= salvageSize && le32(salvageData + next) == kDataDescriptorSignature)
            next += 16;
        else
            next += 12;
    }
    if (skip) {
        // reported above
    } else if (unsafe) {
        addProblem(h.name, TrajectoryReader::tr("Entry with an unsafe name was ignored."));
    } else if (wanted && checkSizes(h.name, h.usize, total)) {
        EventEntry e;
        e.name = h.name;
        e.location = quint64(h.dataStart);
        e.method = h.method;
        e.compressedSize = h.csize;
        e.uncompressedSize = h.usize;
        addEntry(ni, e, found);
    }
    return next;
}

// False (said as a problem) for an entry the rest of the archive cannot be read past.
bool TrajectoryReaderPrivate::salvageable(const LocalHeader &h)
{
    if (h.method != 0 && h.method != 8) {
        addProblem(h.name, TrajectoryReader::tr("Unsupported compression; the rest of the archive was skipped."));
        return false;
    }
    if (h.hasDescriptor() && h.method != 8) {
        addProblem(h.name, TrajectoryReader::tr("Entry without sizes; the rest of the archive was skipped."));
        return false;
    }
    if (!h.hasDescriptor() && h.dataStart + h.csize > salvageSize) {
        addProblem(h.name, TrajectoryReader::tr("Entry is cut off; the rest of the archive was lost."));
        return false;
    }
    return true;
}

// The sizes a local header declares are not trusted: inflate once, keeping nothing, and use the
// real size for the per-entry and total budgets. `skip`: the entry is left out (said as a
// problem). False when the rest of the archive cannot be read.
bool TrajectoryReaderPrivate::measureSalvaged(LocalHeader &h, bool *skip)
{
    const InflatedSize real = measureInflated(
        salvageData + h.dataStart, h.hasDescriptor() ? salvageSize - h.dataStart : h.csize, limits.maxEntryBytes);
    if (h.hasDescriptor() && (real.tooLarge || !real.ended)) {
        addProblem(h.name,
                   real.tooLarge ? TrajectoryReader::tr("Entry inflates beyond %1 MiB; the rest of the "
                                                        "archive was skipped.")
                                       .arg(limits.maxEntryBytes >> 20)
                                 : TrajectoryReader::tr("Entry is cut off or damaged; the rest of the "
                                                        "archive was lost."));
        return false;
    }
    if (real.tooLarge) {
        addProblem(
            h.name,
            TrajectoryReader::tr("Entry inflates beyond %1 MiB and was skipped.").arg(limits.maxEntryBytes >> 20));
        *skip = true;
    } else if (!real.ended) {
        addProblem(h.name, TrajectoryReader::tr("Entry is damaged and was skipped."));
        *skip = true;
    }
    if (h.hasDescriptor())
        h.csize = real.consumed;
    h.usize = real.bytes;
    return true;
}

bool TrajectoryReaderPrivate::indexFolder(QString *error)
{
    format = TrajectoryReader::Format::AgentServerFolder;
    SpecialEntries found;
    qint64 total = 0;
    qsizetype seen = 0;
    QDirIterator it(path, QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (++seen > limits.maxEntries) {
            addProblem({},
                       TrajectoryReader::tr("The folder has more than %1 files; the rest was skipped.")
                           .arg(limits.maxEntries));
            break;
        }
        const QString rel = QDir(path).relativeFilePath(file);
        const NameInfo ni = classify(rel);
        if (ni.role == EntryRole::Other)
            continue;
        const qint64 size = it.fileInfo().size();
        if (!checkSizes(rel, size, &total))
            continue;
        EventEntry e;
        e.name = rel;
        e.filePath = file;
        e.uncompressedSize = size;
        addEntry(ni, e, found);
    }
    if (events.isEmpty() && !found.meta && !found.baseState) {
        *error = TrajectoryReader::tr("The folder %1 holds no trajectory (no event-NNNNN-<id>.json files).")
                     .arg(QFileInfo(path).fileName());
        return false;
    }
    loadMetadata(found.meta, found.baseState);
    return true;
}

void TrajectoryReaderPrivate::addEntry(const NameInfo &ni, EventEntry e, SpecialEntries &found)
{
    e.index = ni.index;
    e.id = ni.eventId;
    if (ni.role == EntryRole::Meta)
        found.meta = e;
    else if (ni.role == EntryRole::BaseState)
        found.baseState = e;
    else
        events.append(e);
}

void TrajectoryReaderPrivate::loadMetadata(const std::optional<EventEntry> &meta,
                                           const std::optional<EventEntry> &baseState)
{
    std::sort(events.begin(), events.end(), [](const EventEntry &a, const EventEntry &b) {
        return a.index != b.index ? a.index < b.index : a.name < b.name;
    });
    // An event the archive holds more than once (the same id in two entries) is one event, as on
    // the live path (the store dedupes by id): the first entry in log order is kept, so every
    // count (import, replay, export) equals what the server lists.
    QSet<QString> seen;
    seen.reserve(events.size());
    const auto repeated = std::remove_if(events.begin(), events.end(), [&seen](const EventEntry &e) {
        if (seen.contains(e.id))
            return true;
        seen.insert(e.id);
        return false;
    });
    duplicateEntries = qsizetype(std::distance(repeated, events.end()));
    events.erase(repeated, events.end());
    if (meta) {
        auto bytes = readEntry(*meta);
        if (bytes.ok()) {
            auto parsed = Api::Codec::parseTrajectoryMeta(bytes.value());
            if (parsed.ok()) {
                conversation = std::move(parsed).value();
                hasMeta = true;
            } else {
                addProblem(meta->name,
                           TrajectoryReader::tr("meta.json could not be read: %1").arg(parsed.error().message));
            }
        } else {
            addProblem(meta->name, bytes.error().message);
        }
    }
    if (baseState && !hasMeta) {
        auto bytes = readEntry(*baseState);
        if (bytes.ok()) {
            auto parsed = Api::Codec::parseBaseState(bytes.value());
            if (parsed.ok()) {
                conversation.id = parsed.value().id;
                conversation.llmModel = parsed.value().llmModel;
                if (!parsed.value().workspaceDir.isEmpty())
                    conversation.tags.insert(QStringLiteral("archiveworkspacepath"), parsed.value().workspaceDir);
            } else {
                addProblem(baseState->name,
                           TrajectoryReader::tr("base_state.json could not be read: %1").arg(parsed.error().message));
            }
        }
    }
    if (!hasMeta) {
        // A title a reviewer recognises: the folder (or archive) name.
        QString title = QFileInfo(path).completeBaseName();
        if (!events.isEmpty() && events.first().name.contains(QLatin1Char('/')))
            title = events.first().name.section(QLatin1Char('/'), -2, -2);
        conversation.title = title;
        if (conversation.id.isEmpty()) {
            static const QRegularExpression uuid(
                QStringLiteral("([0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12})"));
            const auto m = uuid.match(QFileInfo(path).fileName());
            conversation.id = m.hasMatch() ? normalizeUuidHex(m.captured(1)) : QString();
        }
    }
    if (conversation.id.isEmpty())
        conversation.id = QStringLiteral("offline-") + QString::number(qHash(path), 16);
    if (conversation.title.isEmpty())
        conversation.title = QFileInfo(path).completeBaseName();
    conversation.sandboxStatus = SandboxStatus::Missing;
}

TrajectoryReader::TrajectoryReader()
    : d(std::make_unique<TrajectoryReaderPrivate>())
{ }

TrajectoryReader::~TrajectoryReader() = default;

std::unique_ptr<TrajectoryReader> TrajectoryReader::open(const QString &path, QString *error,
                                                         const TrajectoryLimits &limits)
{
    QString dummy;
    if (!error)
        error = &dummy;
    const QFileInfo fi(path);
    if (!fi.exists()) {
        *error = tr("%1 does not exist.").arg(path);
        return nullptr;
    }
    std::unique_ptr<TrajectoryReader> reader(new TrajectoryReader);
    reader->d->path = fi.absoluteFilePath();
    reader->d->limits = limits;
    bool ok = false;
    if (fi.isDir())
        ok = reader->d->indexFolder(error);
    else if (!fi.isReadable())
        *error = tr("%1 cannot be read (permissions).").arg(fi.fileName());
    else
        ok = reader->d->indexZip(error) || reader->d->indexSalvage(error);
    if (!ok)
        return nullptr;
    if (reader->d->events.isEmpty() && !reader->d->hasMeta) {
        *error = tr("%1 holds no trajectory events.").arg(fi.fileName());
        return nullptr;
    }
    qCInfo(lcTrajectory) << "opened" << fi.fileName() << "events:" << reader->d->events.size()
                         << "problems:" << reader->d->problems.size();
    return reader;
}

TrajectoryReader::Format TrajectoryReader::format() const
{
    return d->format;
}
QString TrajectoryReader::path() const
{
    return d->path;
}
const Conversation &TrajectoryReader::conversation() const
{
    return d->conversation;
}
bool TrajectoryReader::hasMetadata() const
{
    return d->hasMeta;
}
qsizetype TrajectoryReader::eventCount() const
{
    return d->events.size();
}
qsizetype TrajectoryReader::duplicateEntries() const
{
    return d->duplicateEntries;
}
QString TrajectoryReader::eventId(qsizetype index) const
{
    return d->events.value(index).id;
}
QString TrajectoryReader::entryName(qsizetype index) const
{
    return d->events.value(index).name;
}

Api::Result<QByteArray> TrajectoryReader::rawEvent(qsizetype index) const
{
    if (index < 0 || index >= d->events.size())
        return readError(Api::ApiError::Kind::NotFound, tr("No event %1.").arg(index));
    return d->readEntry(d->events.at(index));
}

Api::Result<Event> TrajectoryReader::event(qsizetype index) const
{
    auto bytes = rawEvent(index);
    if (!bytes.ok())
        return bytes.error();
    return Api::Codec::parseEvent(bytes.value());
}

QList<TrajectoryProblem> TrajectoryReader::problems() const
{
    QMutexLocker lock(&d->mutex);
    return d->problems;
}

} // namespace Switchyard
