# LLVM 19's own MC tests for the instructions gfxas has, run with gfxas in
# place of llvm-mc: a suite of its own in build/test/llvm, whose files
# utils/fetch-llvm-tests copies there from Debian's llvm-toolchain-19
# source package (files.sha256 lists them), since they are LLVM's and not
# kept in this tree.
import os
import subprocess

config.name = "gfxas-llvm"
config.test_source_root = os.path.join(config.gfxas_obj_root, "llvm")
config.test_exec_root = config.test_source_root


def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


# ctest fetches them before it runs them (test/CMakeLists.txt); a run of
# lit by hand fetches them here. Either way a failure stops the run: the
# suite is never skipped.
manifest = os.path.join(config.gfxas_src_root, "test", "llvm", "files.sha256")
fetched = os.path.join(config.test_source_root, "files.sha256")
if read(fetched) != read(manifest):
    fetch = os.path.join(config.gfxas_src_root, "utils", "fetch-llvm-tests")
    lit_config.note("fetching LLVM's tests: " + fetch)
    if subprocess.call([fetch, config.test_source_root]) != 0:
        lit_config.fatal("cannot fetch LLVM's tests (" + fetch + ")")

# --param speedups=off (test/lit.cfg.py) runs them with the speed
# machinery off too.
gfxas = os.path.join(config.gfxas_tools_dir, "gfxas")
if lit_config.params.get("speedups") == "off":
    gfxas += " --no-speedups"
config.substitutions.insert(0, (r"(?<![-%\w/.])llvm-mc\b", gfxas))
