"""Secrets never reach a file: checker options, URLs and strings are redacted before writing.

An option is a secret when a part of its name says so (``api_key``, ``second.api_key``,
``hf_token``, ``password``, ``authorization``...). Its value is replaced by ``***`` and every
other occurrence of that value in the document is too. URLs lose their ``user:password@``
and any secret-looking query parameter, and ``Bearer ...`` / ``token=...`` inside free text
(a command line, say) are masked.

>>> redact({"api_key": "sk-123", "max_tokens": 5, "base_url": "https://u:pw@h/v1?key=k"})
{'api_key': '***', 'max_tokens': 5, 'base_url': 'https://***@h/v1?key=***'}
>>> redact({"cmd": "score.py --token sk-123", "second": {"api_key": "sk-123"}})
{'cmd': 'score.py --token ***', 'second': {'api_key': '***'}}
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

MASK = "***"
#: Name parts that mark a secret (``api_key`` → ``api``, ``key``).
SECRET_WORDS = frozenset({"key", "apikey", "token", "password", "passwd", "pwd", "secret",
                          "authorization", "auth", "credential", "credentials", "bearer",
                          "cookie", "session"})
#: Last name parts that describe a secret rather than hold it.
_NOT_A_VALUE = frozenset({"source", "env", "var", "variable", "name", "path", "file", "header",
                          "length", "count", "hash", "found"})
_URL = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'\"<>]+")
_BEARER = re.compile(r"(?i)\b(bearer|basic)(\s+)(?!\*\*\*)([A-Za-z0-9._~+/=-]{4,})")
_SECRET_NAME = r"[A-Za-z_-]*(?:api[_-]?key|token|password|passwd|secret)"
_ASSIGN = re.compile(
    rf"(?i)(--?{_SECRET_NAME}(?:\s*=\s*|\s+)|\b{_SECRET_NAME}\s*[=:]\s*)(['\"]?)"
    r"(?!\*\*\*|bearer\b|basic\b)([^\s'\"&]+)")


def is_secret_name(name: str) -> bool:
    """True when a part of the option name marks a secret.

    >>> is_secret_name("second.api_key"), is_secret_name("max_tokens"), is_secret_name("HF_TOKEN")
    (True, False, True)
    >>> is_secret_name("api_key_source")
    False
    """
    parts = re.findall(r"[a-z0-9]+", re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower())
    joined = "".join(parts)
    if parts and parts[-1] in _NOT_A_VALUE:
        return False  # api_key_source names where a key came from, not the key
    return any(p in SECRET_WORDS for p in parts) or joined.endswith("apikey")


def secret_values(document: Any) -> set[str]:
    """Every string value held under a secret-looking key, at any depth."""
    found: set[str] = set()
    if isinstance(document, Mapping):
        for key, value in document.items():
            if is_secret_name(str(key)) and isinstance(value, str) and value:
                found.add(value)
            else:
                found |= secret_values(value)
    elif isinstance(document, (list, tuple)):
        for value in document:
            found |= secret_values(value)
    return found


def redact(document: Any, *, also: Iterable[str] = ()) -> Any:
    """A copy of ``document`` with secrets masked (see the module docstring)."""
    secrets = {s for s in (secret_values(document) | set(also)) if len(s) >= 4}
    return _redact(document, sorted(secrets, key=len, reverse=True))


def redact_text(text: str, *, secrets: Iterable[str] = ()) -> str:
    """Mask known secret values, URL credentials and inline ``Bearer``/``token=`` values.

    >>> redact_text("curl -H 'Authorization: Bearer abc123' http://me:pw@host/x")
    "curl -H 'Authorization: Bearer ***' http://***@host/x"
    """
    for secret in secrets:
        text = text.replace(secret, MASK)
    text = _URL.sub(lambda m: redact_url(m.group(0)), text)
    text = _BEARER.sub(lambda m: f"{m.group(1)}{m.group(2)}{MASK}", text)
    return _ASSIGN.sub(lambda m: f"{m.group(1)}{m.group(2)}{MASK}", text)


def redact_url(url: str) -> str:
    """The URL without ``user:password@`` and with secret-looking query values masked.

    >>> redact_url("https://user:pw@api.example.com/v1?api_key=abc&x=1")
    'https://***@api.example.com/v1?api_key=***&x=1'
    """
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    netloc = parts.netloc
    if "@" in netloc:
        netloc = f"{MASK}@" + netloc.rpartition("@")[2]
    query = parts.query
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        if any(is_secret_name(k) for k, _ in pairs):
            query = urlencode([(k, MASK if is_secret_name(k) else v) for k, v in pairs],
                              safe="*")
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def _redact(value: Any, secrets: list[str]) -> Any:
    if isinstance(value, Mapping):
        return {key: (MASK if is_secret_name(str(key)) and isinstance(v, str) and v
                      else _redact(v, secrets)) for key, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_redact(v, secrets) for v in value]
    if isinstance(value, str):
        return redact_text(value, secrets=secrets)
    return value


def checker_secrets(*checkers: Any) -> set[str]:
    """The credentials built checkers hold (a judge's API key, from an option or the
    environment), so the manifest can mask each occurrence; pass every stage of a cascade."""
    found: set[str] = set()
    for stage in checkers:
        key = getattr(getattr(stage, "client", None), "api_key", None)
        if isinstance(key, str) and key:
            found.add(key)
    return found
