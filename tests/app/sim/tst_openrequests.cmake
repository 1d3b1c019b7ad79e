# SPDX-License-Identifier: GPL-3.0-or-later
# A conversation opened in the real main window (the UI layer) over the live test stack.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
