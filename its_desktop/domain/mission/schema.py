"""The published JSON Schema of season and scenario files, for people writing their own map packs."""

from __future__ import annotations

from typing import Any

from .fileformat.scenario import Scenario
from .fileformat.season import Season


def json_schema(which: str) -> dict[str, Any]:
    models: dict[str, type[Scenario] | type[Season]] = {"scenario": Scenario, "season": Season}
    model = models[which]
    schema = model.model_json_schema(by_alias=True)
    schema["$id"] = f"https://its-desktop.invalid/schema/{which}.schema.json"
    schema["title"] = f"ITS Table Assistant {which} file"
    return schema
