//===- TargetTriple.cpp - -triple as llvm-mc 19 reads it ------------------===//
//
// llvm::Triple::normalize, for the triples whose first component is amdgcn:
// the vendor, OS and environment components are found wherever they are
// and moved into place, the empty ones named "unknown". The names are LLVM
// 19's (lib/TargetParser/Triple.cpp).
//
//===----------------------------------------------------------------------===//

#include "gfxas/Target.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <iterator>

using namespace gfxas;
using namespace llvm;

namespace {
// Triple::parseVendor: whole names.
constexpr StringLiteral Vendors[] = {"apple", "pc",   "scei", "sie",    "fsl",
                                     "ibm",   "img",  "mti",  "nvidia", "csr",
                                     "amd",   "mesa", "suse", "oe"};

// Triple::parseOS: prefixes.
constexpr StringLiteral OSes[] = {
    "darwin", "dragonfly",  "freebsd",     "fuchsia", "ios",      "kfreebsd",
    "linux",  "lv2",        "macos",       "netbsd",  "openbsd",  "solaris",
    "uefi",   "win32",      "windows",     "zos",     "haiku",    "rtems",
    "nacl",   "aix",        "cuda",        "nvcl",    "amdhsa",   "ps4",
    "ps5",    "elfiamcu",   "tvos",        "watchos", "bridgeos", "driverkit",
    "xros",   "visionos",   "mesa3d",      "amdpal",  "hermit",   "hurd",
    "wasi",   "emscripten", "shadermodel", "liteos",  "serenity", "vulkan"};

// Triple::parseEnvironment: prefixes.
constexpr StringLiteral Environments[] = {
    "eabihf",       "eabi",          "gnuabin32",  "gnuabi64", "gnueabihft64",
    "gnueabihf",    "gnueabit64",    "gnueabi",    "gnuf32",   "gnuf64",
    "gnusf",        "gnux32",        "gnu_ilp32",  "code16",   "gnut64",
    "gnu",          "android",       "musleabihf", "musleabi", "muslx32",
    "musl",         "msvc",          "itanium",    "cygnus",   "coreclr",
    "simulator",    "macabi",        "pixel",      "vertex",   "geometry",
    "hull",         "domain",        "compute",    "library",  "raygeneration",
    "intersection", "anyhit",        "closesthit", "miss",     "callable",
    "mesh",         "amplification", "opencl",     "ohos",     "pauthtest"};

// Triple::parseFormat: suffixes.
constexpr StringLiteral Formats[] = {"xcoff", "coff", "elf",  "goff",
                                     "macho", "wasm", "spirv"};

/// The OSes llvm-mc's AMDGPU target tells apart.
struct OsName {
  StringLiteral Prefix;
  TargetOS OS;
};
constexpr OsName AmdgpuOSes[] = {{"amdhsa", TargetOS::AMDHSA},
                                 {"amdpal", TargetOS::AMDPAL},
                                 {"mesa3d", TargetOS::Mesa3D}};

bool isVendor(StringRef S) { return is_contained(Vendors, S); }
bool isOS(StringRef S) {
  return any_of(OSes, [&](StringRef P) { return S.starts_with(P); }) ||
         S.starts_with("cygwin") || S.starts_with("mingw");
}
bool isEnvironment(StringRef S) {
  return any_of(Environments, [&](StringRef P) { return S.starts_with(P); });
}
bool isFormat(StringRef S) {
  return any_of(Formats, [&](StringRef P) { return S.ends_with(P); });
}
} // namespace

std::optional<TargetTriple> gfxas::parseTriple(StringRef Name) {
  SmallVector<StringRef, 4> Components;
  Name.split(Components, '-');
  if (Components[0] != "amdgcn")
    return std::nullopt;
  // Triple::normalize: the components already in place stay.
  bool Found[4] = {
      true, Components.size() > 1 && isVendor(Components[1]),
      Components.size() > 2 &&
          any_of(OSes,
                 [&](StringRef P) { return Components[2].starts_with(P); }),
      Components.size() > 3 && isEnvironment(Components[3])};
  for (unsigned Pos = 1; Pos != std::size(Found); ++Pos) {
    if (Found[Pos])
      continue;
    for (unsigned Idx = 0; Idx != Components.size(); ++Idx) {
      if (Idx < std::size(Found) && Found[Idx])
        continue;
      StringRef Comp = Components[Idx];
      bool Valid = Pos == 1   ? isVendor(Comp)
                   : Pos == 2 ? isOS(Comp)
                              : isEnvironment(Comp) || isFormat(Comp);
      if (!Valid)
        continue;
      if (Pos < Idx) {
        // Insert left, pushing the components in the way to the right.
        StringRef Current;
        std::swap(Current, Components[Idx]);
        for (unsigned I = Pos; !Current.empty(); ++I) {
          while (I < std::size(Found) && Found[I])
            ++I;
          std::swap(Current, Components[I]);
        }
      } else if (Pos > Idx) {
        // Push right by inserting empty components at Idx.
        do {
          StringRef Current;
          for (unsigned I = Idx; I < Components.size();) {
            std::swap(Current, Components[I]);
            if (Current.empty())
              break;
            while (++I < std::size(Found) && Found[I])
              ;
          }
          if (!Current.empty())
            Components.push_back(Current);
          while (++Idx < std::size(Found) && Found[Idx])
            ;
        } while (Idx < Pos);
      }
      Found[Pos] = true;
      break;
    }
  }
  if (Found[0] && !Found[1] && !Found[2] && Found[3] &&
      Components[1] == "none" && Components[2].empty())
    std::swap(Components[1], Components[2]);
  for (StringRef &C : Components)
    if (C.empty())
      C = "unknown";
  std::string Android;
  if (Components.size() > 3 && Components[3].starts_with("androideabi")) {
    Android =
        ("android" + Components[3].drop_front(strlen("androideabi"))).str();
    Components[3] = Android;
  }
  if (Components.size() > 3 && Components[1] == "suse" &&
      Components[3].starts_with("gnueabi") &&
      !Components[3].starts_with("gnueabihf") &&
      !Components[3].starts_with("gnueabit64"))
    Components[3] = "gnueabihf";

  TargetTriple T;
  T.Normalized = join(Components, "-");
  if (Components.size() > 2)
    for (const OsName &O : AmdgpuOSes)
      if (Components[2].starts_with(O.Prefix))
        T.OS = O.OS;
  return T;
}
