# SPDX-License-Identifier: GPL-3.0-or-later
# The fleet page's demo screenshots need the widgets too.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
