# The class list the learner imports: 40 students, plus two rows the constraints must refuse
# (a second student with amina.khan's email, and a year 5 that does not exist).
mkdir -p "$HOME/data"
cat > "$HOME/data/students.csv" <<'CSV'
id,name,email,year,city
1001,Amina Khan,amina.khan@school.example,1,Lahore
1002,Omar Farouk,omar.farouk@school.example,4,Karachi
1003,Fatima Butt,fatima.butt@school.example,3,Dubai
1004,Bilal Haddad,bilal.haddad@school.example,2,Karachi
1005,Sara Siddiqui,sara.siddiqui@school.example,1,Dubai
1006,Hassan Ibrahim,hassan.ibrahim@school.example,1,Cairo
1007,Layla Malik,layla.malik@school.example,4,Dubai
1008,Usman Mansour,usman.mansour@school.example,3,Cairo
1009,Mariam Chaudhry,mariam.chaudhry@school.example,2,Amman
1010,Yousef Saleh,yousef.saleh@school.example,1,Cairo
1011,Hira Raza,hira.raza@school.example,1,Amman
1012,Khalid Awad,khalid.awad@school.example,4,Lahore
1013,Noor Qureshi,noor.qureshi@school.example,3,Amman
1014,Ali Aziz,ali.aziz@school.example,2,Lahore
1015,Zainab Hussain,zainab.hussain@school.example,1,Karachi
1016,Tariq Nasser,tariq.nasser@school.example,1,Lahore
1017,Aisha Shah,aisha.shah@school.example,4,Karachi
1100,Amina K. Khan,amina.khan@school.example,2,Lahore
1018,Hamza Zaki,hamza.zaki@school.example,3,Dubai
1019,Rania Iqbal,rania.iqbal@school.example,2,Karachi
1020,Imran Hamdan,imran.hamdan@school.example,1,Dubai
1021,Salma Khan,salma.khan@school.example,1,Cairo
1022,Faisal Farouk,faisal.farouk@school.example,4,Dubai
1023,Huda Butt,huda.butt@school.example,3,Cairo
1024,Kamran Haddad,kamran.haddad@school.example,2,Amman
1025,Leen Siddiqui,leen.siddiqui@school.example,1,Cairo
1026,Saad Ibrahim,saad.ibrahim@school.example,1,Amman
1027,Mona Malik,mona.malik@school.example,4,Lahore
1028,Adeel Mansour,adeel.mansour@school.example,3,Amman
1029,Dina Chaudhry,dina.chaudhry@school.example,2,Lahore
1030,Zubair Saleh,zubair.saleh@school.example,1,Karachi
1031,Reem Raza,reem.raza@school.example,1,Lahore
1101,Omar Tahir,omar.tahir@school.example,5,Cairo
1032,Asad Awad,asad.awad@school.example,4,Karachi
1033,Yasmin Qureshi,yasmin.qureshi@school.example,3,Dubai
1034,Farhan Aziz,farhan.aziz@school.example,2,Karachi
1035,Lina Hussain,lina.hussain@school.example,1,Dubai
1036,Nabeel Nasser,nabeel.nasser@school.example,1,Cairo
1037,Sana Shah,sana.shah@school.example,4,Dubai
1038,Karim Zaki,karim.zaki@school.example,3,Cairo
1039,Maha Iqbal,maha.iqbal@school.example,2,Amman
1040,Danish Hamdan,danish.hamdan@school.example,1,Cairo
CSV
