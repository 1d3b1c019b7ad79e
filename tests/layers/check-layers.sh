#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The layer rules that the link targets cannot enforce (every target sees the source root as its
# include path, and switchyard_ui links switchyard_models, which links switchyard_api):
#   - ui/ never includes models/api/ and never names the Api:: namespace: widgets act through the
#     command services in models/commands/, views show domain values;
#   - ui/ never includes models/store/ nor models/sync/ (issue 27): views read the store, the sync
#     state and the live streams through the read interfaces in models/read/, and change anything
#     (server or local) through the command services in models/commands/;
#   - models/domain/ includes nothing from models/ but domain/ itself;
#   - app/sim/ includes nothing from models/ but the endpoint table (models/api/endpoints.h).
# Usage: check-layers.sh <source root>. Prints every offending line and fails if there is one.
set -u
root="${1:?source root}"
cd "$root" || exit 2
status=0

report() {
    local rule="$1" hits="$2"
    if [[ -n "$hits" ]]; then
        echo "layer rule broken: $rule"
        echo "$hits"
        status=1
    fi
}

ui_files=$(find ui -name '*.cpp' -o -name '*.h' | sort)
report "ui/ includes models/api/ (use a command service in models/commands/)" \
    "$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]models/api/' $ui_files)"
report "ui/ names the Api:: namespace (views speak domain values only)" \
    "$(grep -nE '(^|[^A-Za-z0-9_])Api::' $ui_files)"
report "ui/ includes models/store/ (read through models/read/, write through models/commands/)" \
    "$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]models/store/' $ui_files)"
report "ui/ includes models/sync/ (read through models/read/, drive sync through models/commands/)" \
    "$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]models/sync/' $ui_files)"

domain_files=$(find models/domain -name '*.cpp' -o -name '*.h' | sort)
report "models/domain/ includes another part of models/" \
    "$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]models/' $domain_files | grep -v 'models/domain/')"

sim_files=$(find app/sim -name '*.cpp' -o -name '*.h' | sort)
report "app/sim/ includes models/ beyond the endpoint table (the simulator shares the contract, not the client's code)" \
    "$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]models/' $sim_files | grep -v 'models/api/endpoints\.h')"

if [[ $status -eq 0 ]]; then
    echo "layers ok: $(echo "$ui_files" | wc -l) ui files, $(echo "$domain_files" | wc -l) domain files"
fi
exit $status
