cd ~/website
git init -q
