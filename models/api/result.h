// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"

#include <utility>
#include <variant>

namespace Switchyard::Api {

/// A value or an ApiError (no std::expected with g++ 12 in C++20).
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    { }
    Result(ApiError error)
        : m_data(std::in_place_index<1>, std::move(error))
    { }

    [[nodiscard]] bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_data); }
    [[nodiscard]] T &value() & { return std::get<0>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_data)); }
    [[nodiscard]] const ApiError &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, ApiError> m_data;
};

/// For calls whose success carries no value.
struct Unit
{ };

} // namespace Switchyard::Api
