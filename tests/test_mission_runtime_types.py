"""The runtime mission types (plain records, no pydantic) are the file models' twins: same names, same fields
in the same order, same defaults, and the same data when dumped, for every file of the library."""

from __future__ import annotations

import pickle
from dataclasses import MISSING, FrozenInstanceError

import pytest
from pydantic import BaseModel
from pydantic.fields import PydanticUndefined  # pydantic_core is not ours to import directly

from its_desktop.domain.mission import catalog, common, objectives, scenario, season
from its_desktop.domain.mission.dump import dump
from its_desktop.domain.mission.fileformat import common as common_file
from its_desktop.domain.mission.fileformat import objectives as objectives_file
from its_desktop.domain.mission.fileformat import scenario as scenario_file
from its_desktop.domain.mission.fileformat import season as season_file
from its_desktop.domain.mission.fileformat.convert import runtime
from its_desktop.domain.mission.frozen import Frozen, replace
from its_desktop.domain.mission.load import read_map_text, read_toml, validate

PAIRS = [(common_file, common), (objectives_file, objectives), (season_file, season), (scenario_file, scenario)]
BASES = {"Strict", "_Expr"}  # the file models' bases: no data of their own


def file_models():
    for file_module, runtime_module in PAIRS:
        for name, cls in vars(file_module).items():
            if isinstance(cls, type) and issubclass(cls, BaseModel) and cls.__module__ == file_module.__name__ \
                    and name not in BASES:
                yield name, cls, getattr(runtime_module, name, None)


@pytest.mark.parametrize(("name", "model", "twin"), list(file_models()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_file_model_has_a_runtime_twin_with_the_same_fields(name, model, twin):
    assert twin is not None and issubclass(twin, Frozen), f"{name}: no runtime type of that name"
    specs = twin.__specs__
    assert [s.name for s in specs] == list(model.model_fields), name
    for spec in specs:
        info = model.model_fields[spec.name]
        assert spec.alias == (info.alias or spec.name), (name, spec.name)
        if info.default_factory is not None:
            file_default = info.default_factory()
        elif info.default is PydanticUndefined:
            assert spec.factory is None and spec.default is MISSING, (name, spec.name)  # required in both
            continue
        else:
            file_default = info.default
        mine = spec.factory() if spec.factory is not None else spec.default
        assert mine == runtime(file_default), (name, spec.name, mine, file_default)


def library_files():
    return [(path, season_file.Season if path.name == catalog.SEASON_FILE else scenario_file.Scenario)
            for path in catalog.library_files()]


def test_every_library_file_dumps_as_its_file_model_does():
    """What ``mission --json`` writes (names, notes in the reader's language, ``with`` for ``with_``) is the
    same from the runtime types as pydantic's dump of the validated file."""
    for path, model in library_files():
        validated = validate(model, read_toml(read_map_text(path), str(path)), str(path))
        mine = runtime(validated)
        assert dump(mine, json=True, by_alias=True, exclude_none=True, lang="fr") == validated.model_dump(
            mode="json", by_alias=True, exclude_none=True, context={"lang": "fr"}), path
        assert dump(mine, lang="es") == validated.model_dump(context={"lang": "es"}), path


def test_runtime_records_are_frozen_compare_by_value_and_pickle():
    sc = catalog.scenario("s16/supremacy")
    with pytest.raises(FrozenInstanceError):
        sc.id = "s16/other"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(sc)) == sc
    other = replace(sc, notes=common.Localized(en="changed"))
    assert other != sc and other.notes.en == "changed" and sc.notes.en != "changed"
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        common.When(colour="red")
    with pytest.raises(TypeError, match="missing keyword argument 'en'"):
        common.Localized()
