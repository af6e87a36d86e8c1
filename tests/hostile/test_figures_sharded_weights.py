"""A local model folder is fingerprinted by every weights file it holds."""

from __future__ import annotations

import os
from pathlib import Path

from mutato.checkers.models import bundled_minilm_path, resolve_revision


def shards(folder: Path, kind: str = "safetensors") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text("{}")
    stem = "model" if kind == "safetensors" else "pytorch_model"
    (folder / f"{stem}.{kind}.index.json").write_text('{"weight_map": {}}')
    paths = [folder / f"{stem}-0000{i}-of-00003.{kind}" for i in (1, 2, 3)]
    for i, path in enumerate(paths):
        path.write_bytes(bytes([i]) * 1000)
    return paths


def test_retraining_any_shard_changes_the_revision(tmp_path):
    for kind in ("safetensors", "bin"):
        folder = tmp_path / kind
        paths = shards(folder, kind)
        first = resolve_revision(str(folder), None)
        assert first.startswith("sha256:") and first != "sha256:no-weights-file"
        seen = {first}
        for i, path in enumerate(paths):  # same size, new bytes, as retraining in place gives
            path.write_bytes(bytes([i + 100]) * 1000)
            stamp = path.stat()
            os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1_000_000))
            seen.add(resolve_revision(str(folder), None))
        assert len(seen) == 4, f"{kind}: a retrained shard reused an old fingerprint"


def test_weights_in_a_sub_module_count_too(tmp_path):
    (tmp_path / "model.safetensors").write_bytes(b"a" * 100)
    dense = tmp_path / "2_Dense"
    dense.mkdir()
    (dense / "model.safetensors").write_bytes(b"b" * 100)
    first = resolve_revision(str(tmp_path), None)
    (dense / "model.safetensors").write_bytes(b"c" * 101)
    assert resolve_revision(str(tmp_path), None) != first


def test_a_single_weights_file_keeps_the_fingerprint_stores_already_hold():
    import hashlib

    folder = bundled_minilm_path()
    digest = hashlib.sha256((folder / "model.safetensors").read_bytes()).hexdigest()[:16]
    assert resolve_revision(str(folder), None) == f"sha256:{digest}"
