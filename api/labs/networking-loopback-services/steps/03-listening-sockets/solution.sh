ss -ltnp > ~/listening.txt
