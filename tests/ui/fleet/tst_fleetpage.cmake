# SPDX-License-Identifier: GPL-3.0-or-later
# Print… is checked with a QPrinter writing a PDF (Qt Print Support, as ui/fleet/fleetprint.cpp).
find_package(Qt6 REQUIRED COMPONENTS PrintSupport)
target_link_libraries(${TEST_NAME} PRIVATE Qt6::PrintSupport)
