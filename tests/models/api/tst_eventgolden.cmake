# SPDX-License-Identifier: GPL-3.0-or-later
# tst_eventgolden reads the trajectory zips of the spec (fixtures/trajectory, real-samples/06..09) with QuaZip.
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
