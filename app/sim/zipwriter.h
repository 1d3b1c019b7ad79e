// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace Switchyard::Sim {

/// Writes a ZIP the way Python's zipfile does on a non-seekable stream: every entry deflated, with
/// general-purpose flag bit 3 and a data descriptor after the data; the central directory holds the
/// real sizes (spec §7).
class ZipWriter
{
public:
    void add(const QByteArray &name, const QByteArray &data);
    QByteArray finish();

private:
    struct Entry
    {
        QByteArray name;
        quint32 crc = 0;
        quint32 compressedSize = 0;
        quint32 size = 0;
        quint32 offset = 0;
    };
    QByteArray m_out;
    QList<Entry> m_entries;
};

} // namespace Switchyard::Sim
