// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, `action` (spec §6.3): the fields of the common action kinds, and task
// lists (of an action or an observation).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

void EventSaxHandler::actionKey(Ctx ctx, K k)
{
    switch (ctx) {
    case Ctx::Action: {
        ActionScratch &a = m_s.action;
        switch (k) {
        case K::Kind:
            a.kind.clear();
            break;
        case K::Command:
            a.command.clear();
            break;
        case K::IsInput:
            a.isInput = false;
            break;
        case K::Path:
            a.path.clear();
            break;
        case K::FileText:
            a.fileText.clear();
            break;
        case K::OldStr:
            a.oldStr.clear();
            break;
        case K::NewStr:
            a.newStr.clear();
            break;
        case K::InsertLine:
            a.insertLine.reset();
            break;
        case K::TaskList:
            a.tasks.clear();
            break;
        case K::Message:
            a.message.clear();
            break;
        case K::Thought:
            a.thought.clear();
            break;
        case K::Patch:
            a.patch.clear();
            break;
        case K::Url:
            a.url.clear();
            break;
        case K::ProfileName:
            a.profileName.clear();
            break;
        case K::Reason:
            a.reason.clear();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::Task:
        if (k == K::Title)
            m_task.title.clear();
        else if (k == K::Notes)
            m_task.notes.clear();
        else if (k == K::Status)
            m_taskStatus.clear();
        break;
    default:
        break;
    }
}

void EventSaxHandler::actionScalar(Ctx ctx, K k, const Scalar &v)
{
    switch (ctx) {
    case Ctx::Action: {
        ActionScratch &a = m_s.action;
        switch (k) {
        case K::Kind:
            a.kind = v.toStr();
            break;
        case K::Command:
            a.command = v.toStr();
            break;
        case K::IsInput:
            a.isInput = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Path:
            a.path = v.toStr();
            break;
        case K::FileText:
            a.fileText = v.toStr();
            break;
        case K::OldStr:
            a.oldStr = v.toStr();
            break;
        case K::NewStr:
            a.newStr = v.toStr();
            break;
        case K::InsertLine:
            a.insertLine = v.toInt();
            break;
        case K::Message:
            a.message = v.toStr();
            break;
        case K::Thought:
            a.thought = v.toStr();
            break;
        case K::Patch:
            a.patch = v.toStr();
            break;
        case K::Url:
            a.url = v.toStr();
            break;
        case K::ProfileName:
            a.profileName = v.toStr();
            break;
        case K::Reason:
            a.reason = v.toStr();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::Tasks:
        break; // only objects are tasks
    case Ctx::Task:
        if (k == K::Title)
            m_task.title = v.toStr();
        else if (k == K::Notes)
            m_task.notes = v.toStr();
        else if (k == K::Status)
            m_taskStatus = v.toStr();
        break;
    default:
        break;
    }
}

bool EventSaxHandler::actionContainer(const Frame &f, K k, bool isObject)
{
    if (f.ctx == Ctx::Action) {
        if (k == K::TaskList && !isObject) {
            push(Ctx::Tasks, TasksAction);
            return true;
        }
        return false;
    }
    // Ctx::Tasks: only objects are tasks
    if (!isObject)
        return false;
    m_task = TaskItem{};
    m_taskStatus.clear();
    push(Ctx::Task, f.which);
    return true;
}

void EventSaxHandler::taskEnd(const Frame &f)
{
    m_task.status = taskStatusFromWire(m_taskStatus);
    tasksTarget(f.which).append(std::move(m_task));
    m_task = TaskItem{};
}

} // namespace Switchyard::Api::CodecDetail::EventSax
