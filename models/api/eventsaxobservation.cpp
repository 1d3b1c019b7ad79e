// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, `observation` (spec §6.3): content, legacy output/error, exit codes and
// metadata, file contents, screenshots.
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

// One case per observation field (a flat switch, like the DOM reader it mirrors): longer than
// ~80 lines because observations carry that many fields.
void EventSaxHandler::observationKey(Ctx ctx, K k)
{
    switch (ctx) {
    case Ctx::Observation: {
        ObservationScratch &o = m_s.obs;
        switch (k) {
        case K::Kind:
            o.kind.clear();
            break;
        case K::IsError:
            o.isError = false;
            break;
        case K::Content:
            o.contentText.clear();
            break;
        case K::Output:
            o.output.clear();
            break;
        case K::Message:
            o.message.clear();
            break;
        case K::Error:
            o.errType = ObservationScratch::Err::None;
            o.errBool = false;
            o.errText.clear();
            break;
        case K::Command:
            o.command.clear();
            break;
        case K::ExitCode:
            o.exitCode.reset();
            break;
        case K::Metadata:
            o.workingDir.clear();
            o.metaExitCode.reset();
            break;
        case K::Timeout:
            o.timeout = false;
            break;
        case K::Path:
            o.path.clear();
            break;
        case K::OldContent:
            o.oldContent.reset();
            break;
        case K::NewContent:
            o.newContent.reset();
            break;
        case K::PrevExist:
            o.prevExist = false;
            break;
        case K::TaskList:
            o.tasks.clear();
            break;
        case K::ScreenshotData:
            o.hasScreenshot = false;
            break;
        case K::ActiveModel:
            o.activeModel.clear();
            break;
        case K::ProfileName:
            o.profileName.clear();
            break;
        case K::Model:
            o.model.clear();
            break;
        case K::ChosenClass:
            o.chosenClass.clear();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::ObsMetadata:
        if (k == K::WorkingDir)
            m_s.obs.workingDir.clear();
        else if (k == K::ExitCode)
            m_s.obs.metaExitCode.reset();
        break;
    default:
        break;
    }
}

// One case per observation field, as observationKey() above: longer than 80 lines for the same reason.
void EventSaxHandler::observationScalar(Ctx ctx, K k, const Scalar &v)
{
    switch (ctx) {
    case Ctx::Observation: {
        ObservationScratch &o = m_s.obs;
        switch (k) {
        case K::Kind:
            o.kind = v.toStr();
            break;
        case K::IsError:
            o.isError = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Content:
            if (v.type == Scalar::T::String)
                o.contentText = qs(*v.s);
            break;
        case K::Output:
            o.output = v.toStr();
            break;
        case K::Message:
            o.message = v.toStr();
            break;
        case K::Error:
            if (v.type == Scalar::T::Bool) {
                o.errType = ObservationScratch::Err::Bool;
                o.errBool = v.b;
            } else if (v.type == Scalar::T::String) {
                o.errType = ObservationScratch::Err::String;
                o.errText = qs(*v.s);
            }
            break;
        case K::Command:
            o.command = v.toStr();
            break;
        case K::ExitCode:
            o.exitCode = v.toInt();
            break;
        case K::Timeout:
            o.timeout = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Path:
            o.path = v.toStr();
            break;
        case K::OldContent:
            if (v.type == Scalar::T::String)
                o.oldContent = qs(*v.s);
            break;
        case K::NewContent:
            if (v.type == Scalar::T::String)
                o.newContent = qs(*v.s);
            break;
        case K::PrevExist:
            o.prevExist = v.type == Scalar::T::Bool && v.b;
            break;
        case K::ScreenshotData:
            o.hasScreenshot = v.type == Scalar::T::String && !v.s->empty();
            break;
        case K::ActiveModel:
            o.activeModel = v.toStr();
            break;
        case K::ProfileName:
            o.profileName = v.toStr();
            break;
        case K::Model:
            o.model = v.toStr();
            break;
        case K::ChosenClass:
            o.chosenClass = v.toStr();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::ObsMetadata:
        if (k == K::WorkingDir)
            m_s.obs.workingDir = v.toStr();
        else if (k == K::ExitCode)
            m_s.obs.metaExitCode = v.toInt();
        break;
    default:
        break;
    }
}

bool EventSaxHandler::observationContainer(K k, bool isObject)
{
    if (k == K::Content && !isObject) {
        push(Ctx::Blocks, BlocksObservation);
        return true;
    }
    if (k == K::Metadata && isObject) {
        push(Ctx::ObsMetadata);
        return true;
    }
    if (k == K::TaskList && !isObject) {
        push(Ctx::Tasks, TasksObservation);
        return true;
    }
    return false;
}

} // namespace Switchyard::Api::CodecDetail::EventSax
