// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ReviewReader over the store's review comments (schema 10; storereview.cpp): the composition root
// builds one beside the store and hands it to the views.

#include "models/read/reviewreader.h"

#include <QPointer>

namespace Switchyard {

class Store;

class StoreReviewReader final : public ReviewReader
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreReviewReader)
public:
    /// `store` is not owned; a destroyed store reads as empty.
    explicit StoreReviewReader(Store *store, QObject *parent = nullptr);
    ~StoreReviewReader() override;

    [[nodiscard]] QList<ReviewComment> reviewComments(const QString &conversationId) const override;
    [[nodiscard]] std::optional<ReviewComment> reviewComment(const QString &id) const override;

private:
    QPointer<Store> m_store;
};

} // namespace Switchyard
