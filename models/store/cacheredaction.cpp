// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/cacheredaction.h"

#include "models/api/redaction.h"

#include <QSqlQuery>

namespace Switchyard::CacheRedaction {

namespace {
thread_local QSqlError t_lastError;
} // namespace

QSqlError takeLastError()
{
    QSqlError e = t_lastError;
    t_lastError = QSqlError();
    return e;
}

void noteError(const QSqlError &error)
{
    t_lastError = error;
}

QString redactedText(const QString &text)
{
    return Api::Redaction::redactForStorage(text);
}

QByteArray redactedJson(const QByteArray &json)
{
    return Api::Redaction::redactJsonForStorage(json);
}

QVariant redacted(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QByteArray: {
        const QByteArray in = value.toByteArray();
        const QByteArray out = redactedJson(in);
        return out.isSharedWith(in) ? value : QVariant(out);
    }
    case QMetaType::QString: {
        const QString in = value.toString();
        const QString out = redactedText(in);
        return out == in ? value : QVariant(out);
    }
    default:
        return value; // numbers, null: never secrets
    }
}

bool exec(QSqlQuery &query)
{
    const QVariantList values = query.boundValues();
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QVariant clean = redacted(values.at(i));
        if (clean != values.at(i))
            query.bindValue(int(i), clean);
    }
    if (query.exec())
        return true;
    noteError(query.lastError());
    return false;
}

} // namespace Switchyard::CacheRedaction
