cd ~/bakery
git switch -q main
git tag -a v1.0 -m "First release"
