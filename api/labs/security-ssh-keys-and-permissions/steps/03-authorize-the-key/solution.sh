cat ~/.ssh/id_ed25519.pub >> ~/.ssh/authorized_keys
chmod 600 ~/.ssh/authorized_keys
ssh-keygen -l -E sha256 -f ~/.ssh/id_ed25519.pub > ~/ssh-fingerprint.txt
