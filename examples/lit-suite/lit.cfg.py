# A lit suite for your own gfxas tests: copy this folder, add .s files with
# RUN and CHECK lines, and run `lit -v FOLDER` (see README.md).
#
# The tools: gfxas from $GFXAS, else the `gfxas` on PATH; FileCheck from
# $LLVM_TOOLS_DIR, else /usr/lib/llvm-19/bin (Debian's llvm-19-tools), else
# the `FileCheck` on PATH. In RUN lines, the words `gfxas` and `FileCheck`
# are replaced by the paths found; `not` is lit's own.
import os
import shlex
import shutil

import lit.formats

config.name = "gfxas-tests"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".s"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)


def find_tool(name, env_var=None, dirs=()):
    if env_var and os.environ.get(env_var):
        path = os.environ[env_var]
        if env_var == "LLVM_TOOLS_DIR":
            path = os.path.join(path, name)
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            lit_config.fatal(f"{env_var}={os.environ[env_var]}: no executable {path}")
        return os.path.abspath(path)
    for d in dirs:
        path = os.path.join(d, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    path = shutil.which(name, path=os.environ.get("PATH", ""))
    if path:
        return path
    hint = f"set {env_var}" if env_var else "install it"
    lit_config.fatal(f"cannot find {name}: put it on PATH or {hint}")


gfxas = find_tool("gfxas", "GFXAS")
filecheck = find_tool("FileCheck", "LLVM_TOOLS_DIR", ["/usr/lib/llvm-19/bin"])
lit_config.note(f"gfxas: {gfxas}")
lit_config.note(f"FileCheck: {filecheck}")

# Whole words only, as LLVM's own suites do: not inside a path or a name.
for word, path in (("gfxas", gfxas), ("FileCheck", filecheck)):
    config.substitutions.append(
        (r"(?<![\w/.-])" + word + r"(?![\w/.-])", shlex.quote(path)))
