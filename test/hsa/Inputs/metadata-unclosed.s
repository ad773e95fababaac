	s_endpgm
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels: []
...
.end_amdgpu_metadat
