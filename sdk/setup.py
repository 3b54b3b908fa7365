"""The SDK shares the server's Django-free modules instead of copying them.

At build time the modules listed in ``SHARED`` are read from the repository (``../agentops/``) and
written into the wheel under ``agentops_durable``, their ``agentops.`` imports renamed. The import
name ``agentops`` stays free for the unrelated PyPI package of that name. Build from a checkout of
the repository (``pip install ./sdk``); an sdist alone cannot rebuild the shared part.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

REPO = Path(__file__).resolve().parent.parent
#: repository path → path inside the SDK package (the Django-free core, the API client, adapters)
SHARED = {
    "agentops/core": "core",
    "agentops/client.py": "client.py",
    "agentops/llm/openai_compat.py": "llm/openai_compat.py",
    "agentops/tools/http.py": "tools/http.py",
}
IMPORT = re.compile(r"\b(from|import) agentops\.(core|client|llm|tools)\b")


def shared_files() -> dict[Path, str]:
    """Every shared source file and its path inside the package."""
    files: dict[Path, str] = {}
    for source, target in SHARED.items():
        path = REPO / source
        if not path.exists():
            raise SystemExit(f"{path} is missing: build the SDK from a checkout of the AgentOps repository")
        if path.is_dir():
            files |= {f: f"{target}/{f.relative_to(path)}" for f in sorted(path.rglob("*.py"))}
        else:
            files[path] = target
    return files


class BuildWithSharedModules(build_py):
    def run(self) -> None:
        package = Path(self.build_lib) / "agentops_durable"
        shutil.rmtree(package, ignore_errors=True)  # an in-tree build dir must not keep a module deleted since
        super().run()
        for source, target in shared_files().items():
            out = package / target
            out.parent.mkdir(parents=True, exist_ok=True)
            (out.parent / "__init__.py").touch()
            out.write_text(IMPORT.sub(r"\1 agentops_durable.\2", source.read_text()))


setup(cmdclass={"build_py": BuildWithSharedModules})
