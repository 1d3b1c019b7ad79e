# SPDX-License-Identifier: GPL-3.0-or-later
# The timeline widget's line over the events is a widget.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
