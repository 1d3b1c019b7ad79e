# SPDX-License-Identifier: GPL-3.0-or-later
# The compare window over runs played by the simulator: the widgets too.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
