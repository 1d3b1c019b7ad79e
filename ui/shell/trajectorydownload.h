// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace Switchyard {

namespace Api {
class ApiClient;
}
class Store;

/// File > Download trajectory: asks where to save the conversation's `/download` zip, streams it
/// there with a progress dialog that can cancel, and explains 409 (an export is already running)
/// and 413 (too large) in words. A partial file is removed on failure or cancel.
void startTrajectoryDownload(QWidget *parent, Api::ApiClient *client, Store *store, const QString &conversationId);

} // namespace Switchyard
