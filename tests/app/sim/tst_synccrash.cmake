# SPDX-License-Identifier: GPL-3.0-or-later
# Long-running (soak / crash) test: give ctest room on a loaded machine.
set_tests_properties(${TEST_NAME} PROPERTIES TIMEOUT 1800 LABELS "sim;soak")
