ssh-keygen -q -t ed25519 -C "learner@ilm-lab" -N "" -f ~/.ssh/id_ed25519
