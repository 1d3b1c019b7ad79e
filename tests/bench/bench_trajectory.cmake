# SPDX-License-Identifier: GPL-3.0-or-later
target_link_libraries(${BENCH_NAME} PRIVATE QuaZip::QuaZip)
