// Only a private symbol has a GNU type (see symbol-gnu-abi.s).
    .type .Lhidden,@gnu_indirect_function
    s_endpgm
