// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workspace/editreconstruction.h"

#include "models/domain/eventsummary.h"
#include "models/read/storereader.h"

#include <QHash>

namespace Switchyard {

namespace {

class Builder
{
public:
    void add(const Event &event)
    {
        const auto *obs = std::get_if<ObservationPayload>(&event.payload);
        if (!obs || obs->observationKind != QLatin1String("FileEditorObservation") || obs->path.isEmpty()
            || obs->isError)
            return;
        if (!obs->newContent && !obs->oldContent)
            return; // a view command: nothing changed
        auto it = m_index.constFind(obs->path);
        if (it == m_index.constEnd()) {
            ReconstructedFile f;
            f.path = obs->path;
            f.existedBefore = obs->prevExist || (obs->oldContent && !obs->oldContent->isEmpty());
            f.original = obs->oldContent.value_or(QString());
            f.current = f.original;
            it = m_index.insert(obs->path, static_cast<int>(m_files.size()));
            m_files.append(f);
        }
        ReconstructedFile &f = m_files[it.value()];
        if (obs->newContent)
            f.current = *obs->newContent;
        ++f.editCount;
    }
    QList<ReconstructedFile> take() { return std::move(m_files); }

private:
    QHash<QString, int> m_index;
    QList<ReconstructedFile> m_files;
};

} // namespace

QList<ReconstructedFile> EditReconstruction::fromEvents(const QList<Event> &events)
{
    Builder b;
    for (const Event &e : events)
        b.add(e);
    return b.take();
}

QList<ReconstructedFile> EditReconstruction::fromStore(const StoreReader &store, const QString &conversationId)
{
    Builder b;
    const qint64 count = store.eventCount(conversationId);
    constexpr qint64 kChunk = 2000;
    for (qint64 from = 0; from < count; from += kChunk) {
        const QList<EventSummary> rows = store.eventSummaries(conversationId, from, kChunk);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const EventSummary &s = rows.at(i);
            if (!s.has(EventSummary::FileEdit) || s.kind != EventKind::Observation)
                continue;
            if (const std::optional<Event> e = store.event(conversationId, from + i))
                b.add(*e);
        }
    }
    return b.take();
}

} // namespace Switchyard
