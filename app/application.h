// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <memory>

namespace Switchyard {

class MainWindow;

/// The composition root: parses the command line, builds every service, wires them and shows
/// the main window. No logic of its own.
class Application final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Application)
public:
    /// The whole program: `switchyard [options] [FILE]` and `switchyard export ...`.
    static int run(int argc, char *argv[]);

    Application();
    ~Application() override;

private:
    std::unique_ptr<MainWindow> m_window;
};

} // namespace Switchyard
