// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §9: workspace inspection through the app server.
#include "models/api/apiclient_p.h"

#include <algorithm>

namespace Switchyard::Api {

using namespace RequestDetail;

ApiCall *ApiClient::readFile(const QString &conversationId, const QString &filePath, QObject *context,
                             Callback<QString> cb)
{
    CodecLimits limits = d->limits;
    limits.maxBytes = qsizetype(std::min<qint64>(limits.maxBytes, d->config.maxFileBytes));
    RequestSpec spec =
        d->request(Endpoint::ReadFile, idSegment(conversationId, true), Query{{QStringLiteral("file_path"), filePath}});
    spec.maxBytes = limits.maxBytes; // a file is a download too: capped (ServerConfig::maxFileBytes)
    return d->run<QString>(std::move(spec), context, std::move(cb), [limits](const QByteArray &b) {
        return Codec::parseFileBody(b, limits);
    });
}

ApiCall *ApiClient::gitChanges(const QString &conversationId, const QString &repoPath, const QString &ref,
                               QObject *context, Callback<QList<GitChange>> cb)
{
    Query q{{QStringLiteral("path"), repoPath}};
    addIf(q, "ref", ref);
    const CodecLimits limits = d->limits;
    return d->run<QList<GitChange>>(d->request(Endpoint::GitChanges, idSegment(conversationId, true), q), context,
                                    std::move(cb), [limits](const QByteArray &b) {
                                        return Codec::parseGitChanges(b, limits);
                                    });
}

ApiCall *ApiClient::gitDiff(const QString &conversationId, const QString &filePath, const QString &ref,
                            QObject *context, Callback<GitDiff> cb)
{
    Query q{{QStringLiteral("path"), filePath}};
    addIf(q, "ref", ref);
    const CodecLimits limits = d->limits;
    return d->run<GitDiff>(d->request(Endpoint::GitDiff, idSegment(conversationId, true), q), context, std::move(cb),
                           [limits](const QByteArray &b) {
                               return Codec::parseGitDiff(b, limits);
                           });
}

ApiCall *ApiClient::listFiles(const QString &conversationId, const QString &path, QObject *context,
                              Callback<QList<QString>> cb)
{
    Query q;
    addIf(q, "path", path);
    const CodecLimits limits = d->limits;
    return d->run<QList<QString>>(d->request(Endpoint::ListFiles, idSegment(conversationId, true), q), context,
                                  std::move(cb), [limits](const QByteArray &b) {
                                      return Codec::parseFileList(b, limits);
                                  });
}

ApiCall *ApiClient::skills(const QString &conversationId, QObject *context, Callback<QList<Skill>> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<QList<Skill>>(d->request(Endpoint::Skills, idSegment(conversationId, true)), context, std::move(cb),
                                [limits](const QByteArray &b) {
                                    return Codec::parseSkills(b, limits);
                                });
}

ApiCall *ApiClient::hooks(const QString &conversationId, QObject *context, Callback<QList<HookGroup>> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<QList<HookGroup>>(d->request(Endpoint::Hooks, idSegment(conversationId, true)), context,
                                    std::move(cb), [limits](const QByteArray &b) {
                                        return Codec::parseHooks(b, limits);
                                    });
}

} // namespace Switchyard::Api
