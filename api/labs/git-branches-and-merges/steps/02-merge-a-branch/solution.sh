cd ~/bakery
git switch -q main
git merge -q opening-hours
