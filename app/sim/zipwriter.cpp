// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/zipwriter.h"

#include <zlib.h>

namespace Switchyard::Sim {

namespace {
void u16(QByteArray &o, quint32 v)
{
    o.append(static_cast<char>(v & 0xFF));
    o.append(static_cast<char>((v >> 8) & 0xFF));
}
void u32(QByteArray &o, quint32 v)
{
    u16(o, v & 0xFFFF);
    u16(o, v >> 16);
}
constexpr quint32 kFlags = 0x0008; // sizes in the data descriptor
constexpr quint32 kDosTime = (12u << 11) | (0u << 5); // 12:00:00
constexpr quint32 kDosDate = ((2026u - 1980u) << 9) | (8u << 5) | 20u; // 2026-08-20

QByteArray deflateRaw(const QByteArray &data)
{
    z_stream zs{};
    deflateInit2(&zs, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
    QByteArray out;
    out.resize(static_cast<qsizetype>(deflateBound(&zs, static_cast<uLong>(data.size()))) + 16);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(static_cast<qsizetype>(zs.total_out));
    deflateEnd(&zs);
    return out;
}
} // namespace

void ZipWriter::add(const QByteArray &name, const QByteArray &data)
{
    Entry e;
    e.name = name;
    e.offset = static_cast<quint32>(m_out.size());
    e.size = static_cast<quint32>(data.size());
    e.crc = static_cast<quint32>(
        crc32(0, reinterpret_cast<const Bytef *>(data.constData()), static_cast<uInt>(data.size())));
    const QByteArray packed = deflateRaw(data);
    e.compressedSize = static_cast<quint32>(packed.size());
    u32(m_out, 0x04034b50);
    u16(m_out, 20);
    u16(m_out, kFlags);
    u16(m_out, 8);
    u16(m_out, kDosTime);
    u16(m_out, kDosDate);
    u32(m_out, 0); // crc, sizes: in the data descriptor
    u32(m_out, 0);
    u32(m_out, 0);
    u16(m_out, static_cast<quint32>(name.size()));
    u16(m_out, 0);
    m_out.append(name);
    m_out.append(packed);
    u32(m_out, 0x08074b50);
    u32(m_out, e.crc);
    u32(m_out, e.compressedSize);
    u32(m_out, e.size);
    m_entries.append(e);
}

QByteArray ZipWriter::finish()
{
    const auto cdStart = static_cast<quint32>(m_out.size());
    for (const Entry &e : std::as_const(m_entries)) {
        u32(m_out, 0x02014b50);
        u16(m_out, 20);
        u16(m_out, 20);
        u16(m_out, kFlags);
        u16(m_out, 8);
        u16(m_out, kDosTime);
        u16(m_out, kDosDate);
        u32(m_out, e.crc);
        u32(m_out, e.compressedSize);
        u32(m_out, e.size);
        u16(m_out, static_cast<quint32>(e.name.size()));
        u16(m_out, 0);
        u16(m_out, 0);
        u16(m_out, 0);
        u16(m_out, 0);
        u32(m_out, 0x81A40000u); // -rw-r--r--
        u32(m_out, e.offset);
        m_out.append(e.name);
    }
    const auto cdSize = static_cast<quint32>(m_out.size()) - cdStart;
    u32(m_out, 0x06054b50);
    u16(m_out, 0);
    u16(m_out, 0);
    u16(m_out, static_cast<quint32>(m_entries.size()));
    u16(m_out, static_cast<quint32>(m_entries.size()));
    u32(m_out, cdSize);
    u32(m_out, cdStart);
    u16(m_out, 0);
    return std::move(m_out);
}

} // namespace Switchyard::Sim
