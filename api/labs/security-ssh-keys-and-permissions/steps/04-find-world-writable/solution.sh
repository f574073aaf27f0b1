find ~/shared -perm -0002 > ~/world-writable.txt
