// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/testpaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QtGlobal>

namespace Switchyard::Test {

namespace {
QString envOr(const char *name, const char *fallback)
{
    const QString value = qEnvironmentVariable(name);
    return value.isEmpty() ? QString::fromUtf8(fallback) : value;
}
} // namespace

QString specDir()
{
    return testDataDir() + QStringLiteral("/spec");
}

QString specPath(const QString &relative)
{
    return specDir() + QLatin1Char('/') + relative;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read test input %s", qPrintable(path));
    return f.readAll();
}

QString testDataDir()
{
    return QDir::cleanPath(envOr("SWITCHYARD_TEST_DATA", SWITCHYARD_TEST_DATA_DEFAULT));
}

QString testDataPath(const QString &relative)
{
    return testDataDir() + QLatin1Char('/') + relative;
}

QString binDir()
{
    const QString value = qEnvironmentVariable("SWITCHYARD_BIN_DIR");
    return value.isEmpty() ? QCoreApplication::applicationDirPath() + QStringLiteral("/../bin") : value;
}

QString screenshotPath(const QString &fileName)
{
    QString dir = qEnvironmentVariable("SWITCHYARD_SCREENSHOT_DIR");
    if (dir.isEmpty())
        dir = QCoreApplication::applicationDirPath() + QStringLiteral("/screenshots");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + fileName;
}

} // namespace Switchyard::Test
