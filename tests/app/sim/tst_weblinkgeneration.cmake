# SPDX-License-Identifier: GPL-3.0-or-later
# ConversationActions (the "Open in browser" action) is a UI class.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
