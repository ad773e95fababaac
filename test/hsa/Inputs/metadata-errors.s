	.amdgpu_metadata
---
amdhsa.version: [1, 2
...
	.end_amdgpu_metadata ; c
	.amdgpu_metadata
---
amdhsa.kernels: []
amdhsa.version: [1, 2]
a: b: c
...
.end_amdgpu_metadata s_nop 0
	.amdgpu_metadata
---
- a
b: c
...
.end_amdgpu_metadata
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
...
  .end_amdgpu_metadata  
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
...
.end_amdgpu_metadata
	.amdgpu_metadata
---
amdhsa.version: !foo 1
amdhsa.kernels: []
...
.end_amdgpu_metadata
	.amdgpu_metadata
amdhsa.version: [1, 2]
amdhsa.kernels: []
  /* not the end */ .end_amdgpu_metadata
.END_AMDGPU_METADATA
.end_amdgpu_metadata:
	s_nop 0
	.amdgpu_metadata
a: 'b
.data
; c
.long 1
.end_amdgpu_metadata
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.version: [1, 2]
amdhsa.kernels: []
...
.end_amdgpu_metadata
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name:
...
.end_amdgpu_metadata
